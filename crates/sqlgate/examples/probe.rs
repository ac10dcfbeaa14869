use sqlparser::dialect::MySqlDialect;
use sqlparser::parser::Parser;
fn main() {
    for sql in std::env::args().skip(1) {
        match Parser::new(&MySqlDialect {}).try_with_sql(&sql).and_then(|mut p| p.parse_statement()) {
            Ok(s) => println!("OK {sql}\n  => {s}\n  {s:?}"),
            Err(e) => println!("ERR {sql}: {e}"),
        }
    }
}
