//! Provenance: where every value of a query comes from, whatever it is called.
//!
//! The walker resolves each name the way the server does — tables and views of the catalog, CTEs with
//! their column lists, derived tables, `*`, UNION positions, JSON_TABLE columns — and carries an
//! [`Origin`] with every column: how sensitive its source is, whether it is free text, how long it can be.
//! Then it checks each use against the place it is used in ([`Use`]):
//! * a secret column (or a name/value table's value column) may only be selected as it is, through any
//!   number of CTEs, derived tables and views that do not rename it — its cells are then withheld — or
//!   tested with `IS [NOT] NULL` / `COUNT`; everywhere else (expressions, conditions, joins, ordering,
//!   grouping, windows, renaming) it is refused, because what comes out would be its value or an oracle
//!   on it;
//! * a personal column (e-mail, phone, identity number) may also be grouped, ordered and compared for
//!   equality with a literal; its cells are redacted; patterns and expressions over it are refused;
//! * free text may not be re-encoded (`HEX`, `TO_BASE64`, `REVERSE`): redaction reads it in clear;
//! * JSON paths that name a secret, and wildcard paths that return values without their keys, are
//!   refused; literals that hold a credential are refused (they are guesses);
//! * functions are this server's built-ins (see [`crate::functions`]), with bounded arguments.
//!
//! Views are expanded from their definitions; a view that reads a system schema, calls anything but a
//! built-in, or cannot be read is refused.

use sqlparser::ast::{
    self, Expr, FunctionArg, FunctionArgExpr, FunctionArgumentClause, FunctionArguments, GroupByExpr, JoinConstraint,
    JoinOperator, JsonTableColumn, LimitClause, NamedWindowExpr, ObjectName, ObjectNamePart, OrderByKind, Query,
    Select, SelectItem, SelectItemQualifiedWildcardKind, SetExpr, TableFactor, TableWithJoins, Value, WindowType,
};

use crate::catalog::{Catalog, INFORMATION_SCHEMA, Lookup, SYSTEM_SCHEMAS, TableKind};
use crate::functions::{self, Class, MAX_BUILT_LENGTH, MAX_SUPERLINEAR_SUBJECT};
use crate::{ColumnClass, Policy, Refusal};

/// How much a source must be kept from the model, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum Sensitivity {
    #[default]
    None,
    /// Personal data: redacted cells; equality, grouping and ordering allowed.
    Personal,
    /// The value column of a name/value table (`settings(name, value)`): secret in some rows.
    ValueField,
    /// A secret: withheld cells; only selected as it is or tested for NULL.
    Secret,
}

/// What the values of a column or expression may be.
#[derive(Debug, Clone, Default)]
pub struct Origin {
    pub sensitivity: Sensitivity,
    /// The most sensitive source (`users.password_hash`), for messages and the projector.
    pub source: Option<String>,
    /// The source column's own name when the value is that column unchanged (for redaction roles).
    pub role: Option<String>,
    /// Free text (strings, JSON, blobs).
    pub text: bool,
    /// The longest the value can be, in characters; `None`: unbounded.
    pub max_len: Option<u64>,
}

impl Origin {
    fn plain() -> Origin {
        Origin { max_len: Some(64), ..Origin::default() }
    }

    fn literal(text: &str) -> Origin {
        Origin { text: true, max_len: Some(text.chars().count() as u64), ..Origin::default() }
    }

    /// Two origins meeting (UNION positions, expressions over several columns).
    fn merge(mut self, other: &Origin) -> Origin {
        if other.sensitivity > self.sensitivity {
            self.sensitivity = other.sensitivity;
            self.source.clone_from(&other.source);
        }
        if self.role != other.role {
            self.role = None;
        }
        self.text |= other.text;
        self.max_len = match (self.max_len, other.max_len) {
            (Some(a), Some(b)) => Some(a.max(b)),
            _ => None,
        };
        self
    }

    /// The origin of a value computed from this one (it is no longer the source column itself).
    fn computed(mut self) -> Origin {
        self.role = None;
        self
    }
}

/// One column of a relation or a result.
#[derive(Debug, Clone)]
pub struct Col {
    pub name: String,
    pub origin: Origin,
}

/// The columns of a relation or result; `None` when they are not known (offline, a table of the text).
pub type Columns = Option<Vec<Col>>;

/// Where a value is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Use {
    /// An item of a select list, exactly a column.
    Bare,
    /// `IS [NOT] NULL`, `COUNT(…)`: whether there is a value, nothing of it.
    NullTest,
    /// Part of an expression whose result is shown.
    Compute,
    /// Grouping, ordering, partitioning, DISTINCT.
    Order,
    /// A condition: WHERE, ON, HAVING, CASE WHEN, comparisons anywhere.
    Filter,
}

struct Relation {
    name: String,
    columns: Columns,
    /// For `information_schema` tables: the column that must be pinned to the datasource's database.
    schema_column: Option<&'static str>,
}

struct Scope<'s> {
    relations: Vec<Relation>,
    /// The ON conditions of the FROM clause's joins (for the `information_schema` pins).
    join_conditions: Vec<Expr>,
    /// The select list, for ORDER BY / GROUP BY / HAVING (names and positions).
    outputs: Vec<Col>,
    parent: Option<&'s Scope<'s>>,
}

impl Scope<'_> {
    fn empty() -> Scope<'static> {
        Scope { relations: Vec::new(), join_conditions: Vec::new(), outputs: Vec::new(), parent: None }
    }
}

const MAX_NODES: usize = 20_000;
/// The widest moving window frame, in rows.
const MAX_FRAME_ROWS: u64 = 100;
/// Functions that return a piece of their first argument, cut by position or pattern.
const SLICING: &[&str] = &[
    "SUBSTRING",
    "SUBSTR",
    "MID",
    "LEFT",
    "RIGHT",
    "SUBSTRING_INDEX",
    "INSERT",
    "REGEXP_SUBSTR",
    "REGEXP_REPLACE",
    "REPLACE",
    "LPAD",
    "RPAD",
];
/// Text longer than this is a document (JSON, TEXT, logs): slicing it in SQL is refused.
const MAX_SLICED_TEXT: u64 = 1024;
const MAX_VIEW_DEPTH: usize = 6;

/// Walks one query text (the statement, or a view's definition).
pub struct Walker<'a> {
    catalog: &'a Catalog,
    policy: &'a dyn Policy,
    /// CTE frames, innermost last.
    ctes: Vec<Vec<(String, Columns)>>,
    /// The clause being walked, for messages.
    clause: &'static str,
    /// The named windows of the SELECTs being walked (`WINDOW w AS (…)`), innermost last.
    windows: Vec<(String, Option<ast::WindowFrame>)>,
    nodes: usize,
    view_depth: usize,
}

type Walk<T> = Result<T, Refusal>;

fn refuse<T>(reason: impl Into<String>) -> Walk<T> {
    Err(Refusal::refused(reason))
}

impl<'a> Walker<'a> {
    pub fn new(catalog: &'a Catalog, policy: &'a dyn Policy) -> Walker<'a> {
        Walker {
            catalog,
            policy,
            ctes: Vec::new(),
            clause: "the select list",
            windows: Vec::new(),
            nodes: 0,
            view_depth: 0,
        }
    }

    /// The result columns of a top-level query.
    pub fn top_query(&mut self, query: &Query) -> Walk<Columns> {
        let scope = Scope::empty();
        self.query(query, &scope)
    }

    /// A free-standing condition over a SHOW statement's own columns (`SHOW TABLES WHERE …`): only the
    /// function and literal rules apply.
    pub fn show_condition(&mut self, expr: &Expr) -> Walk<()> {
        let scope = Scope {
            relations: vec![Relation { name: String::new(), columns: None, schema_column: None }],
            join_conditions: Vec::new(),
            outputs: Vec::new(),
            parent: None,
        };
        self.clause = "WHERE";
        self.expr(expr, &scope, Use::Filter).map(|_| ())
    }

    fn tick(&mut self) -> Walk<()> {
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return refuse("the statement is too complex to analyse");
        }
        Ok(())
    }

    fn query(&mut self, query: &Query, outer: &Scope) -> Walk<Columns> {
        self.tick()?;
        if !query.locks.is_empty() {
            return refuse("locking reads (FOR UPDATE / FOR SHARE) are not accepted");
        }
        if query.for_clause.is_some()
            || query.fetch.as_ref().is_some_and(|f| {
                f.percent || f.with_ties || f.quantity.as_ref().is_none_or(|q| integer_literal(q).is_none())
            })
            || query.settings.is_some()
            || query.format_clause.is_some()
            || !query.pipe_operators.is_empty()
        {
            return refuse("FETCH, FOR, SETTINGS, FORMAT and pipe clauses are not MySQL reads and are not accepted");
        }
        let framed = query.with.is_some();
        if let Some(with) = &query.with {
            self.ctes.push(Vec::new());
            for cte in &with.cte_tables {
                if cte.from.is_some() || cte.materialized.is_some() {
                    return refuse("CTE options other than a column list are not accepted");
                }
                let name = cte.alias.name.value.clone();
                let columns = if with.recursive {
                    self.recursive_cte(&name, cte, outer)?
                } else {
                    let columns = self.query(&cte.query, outer)?;
                    rename(self.view_depth > 0, &format!("the CTE {name}"), columns, &cte.alias.columns)?
                };
                self.ctes.last_mut().expect("pushed").push((name, columns));
            }
        }
        let order_by = match &query.order_by {
            None => None,
            Some(order_by) => match &order_by.kind {
                OrderByKind::Expressions(exprs) => Some(exprs),
                OrderByKind::All(_) => return refuse("ORDER BY ALL is not MySQL and is not accepted"),
            },
        };
        let result = match query.body.as_ref() {
            SetExpr::Select(select) => self.select(select, order_by.map(|v| v.as_slice()), outer),
            body => {
                let columns = self.set_expr(body, outer)?;
                if let Some(exprs) = order_by {
                    // ORDER BY of a set operation names (or numbers) its result columns.
                    let scope = Scope {
                        relations: vec![Relation {
                            name: String::new(),
                            columns: columns.clone(),
                            schema_column: None,
                        }],
                        join_conditions: Vec::new(),
                        outputs: columns.clone().unwrap_or_default(),
                        parent: Some(outer),
                    };
                    self.clause = "ORDER BY";
                    for item in exprs {
                        self.ordering(&item.expr, &scope)?;
                    }
                }
                Ok(columns)
            }
        };
        if let Some(limit) = &query.limit_clause {
            check_limit(limit)?;
        }
        if framed {
            self.ctes.pop();
        }
        result
    }

    /// A recursive CTE: the anchor's columns, then the recursive part with the CTE bound, until nothing
    /// changes (origins only grow, so this ends within the number of columns).
    fn recursive_cte(&mut self, name: &str, cte: &ast::Cte, outer: &Scope) -> Walk<Columns> {
        let what = format!("the CTE {name}");
        let (anchor, recursive) = match cte.query.body.as_ref() {
            SetExpr::SetOperation { left, right, .. } => (left.as_ref(), Some(right.as_ref())),
            other => (other, None),
        };
        let mut columns =
            rename(self.view_depth > 0, &what, self.set_expr_or_query(anchor, outer)?, &cte.alias.columns)?;
        let Some(recursive) = recursive else { return Ok(columns) };
        for _ in 0..=columns.as_ref().map_or(0, Vec::len) {
            self.ctes.last_mut().expect("pushed").push((name.to_owned(), columns.clone()));
            let step = self.set_expr_or_query(recursive, outer);
            self.ctes.last_mut().expect("pushed").pop();
            let step = rename(self.view_depth > 0, &what, step?, &cte.alias.columns)?;
            let merged = union_columns(self.view_depth > 0, &what, columns.clone(), step)?;
            let same = match (&merged, &columns) {
                (Some(a), Some(b)) => a.iter().zip(b).all(|(x, y)| {
                    x.origin.sensitivity == y.origin.sensitivity
                        && x.origin.text == y.origin.text
                        && x.origin.max_len == y.origin.max_len
                }),
                (None, None) => true,
                _ => false,
            };
            columns = merged;
            if same {
                break;
            }
        }
        // The statement's own ORDER BY/LIMIT inside the CTE.
        if let Some(limit) = &cte.query.limit_clause {
            check_limit(limit)?;
        }
        Ok(columns)
    }

    fn set_expr_or_query(&mut self, body: &SetExpr, outer: &Scope) -> Walk<Columns> {
        match body {
            SetExpr::Select(select) => self.select(select, None, outer),
            other => self.set_expr(other, outer),
        }
    }

    fn set_expr(&mut self, body: &SetExpr, outer: &Scope) -> Walk<Columns> {
        self.tick()?;
        match body {
            SetExpr::Select(select) => self.select(select, None, outer),
            SetExpr::Query(query) => self.query(query, outer),
            SetExpr::SetOperation { left, right, .. } => {
                let left = self.set_expr(left, outer)?;
                let right = self.set_expr(right, outer)?;
                union_columns(self.view_depth > 0, "the set operation", left, right)
            }
            SetExpr::Values(values) => {
                let scope = Scope {
                    relations: Vec::new(),
                    join_conditions: Vec::new(),
                    outputs: Vec::new(),
                    parent: Some(outer),
                };
                self.clause = "VALUES";
                let mut columns: Option<Vec<Col>> = None;
                for row in &values.rows {
                    let mut origins = Vec::new();
                    for expr in row.iter() {
                        origins.push(self.expr(expr, &scope, Use::Compute)?);
                    }
                    columns = Some(match columns {
                        None => row
                            .iter()
                            .zip(origins)
                            .map(|(expr, origin)| Col { name: expr_name(expr), origin })
                            .collect(),
                        Some(mut columns) => {
                            if columns.len() != origins.len() {
                                return refuse("the rows of VALUES have different numbers of columns");
                            }
                            for (column, origin) in columns.iter_mut().zip(&origins) {
                                column.origin = column.origin.clone().merge(origin);
                            }
                            columns
                        }
                    });
                }
                Ok(columns)
            }
            SetExpr::Table(table) => {
                let Some(name) = &table.table_name else { return refuse("TABLE needs a table name") };
                let schema = table.schema_name.as_ref().map(|s| s.value.as_str());
                let relation = self.named_relation(schema, &name.value, None)?;
                Ok(relation.columns)
            }
            SetExpr::Insert(_) | SetExpr::Update(_) | SetExpr::Delete(_) | SetExpr::Merge(_) => {
                refuse("only SELECT queries (and their UNION/INTERSECT/EXCEPT) are accepted; this one modifies data")
            }
        }
    }

    fn select(&mut self, select: &Select, order_by: Option<&[ast::OrderByExpr]>, outer: &Scope) -> Walk<Columns> {
        let depth = self.windows.len();
        for window in &select.named_window {
            let frame = match &window.1 {
                NamedWindowExpr::WindowSpec(spec) => spec.window_frame.clone(),
                NamedWindowExpr::NamedWindow(_) => None,
            };
            self.windows.push((window.0.value.clone(), frame));
        }
        let columns = self.select_body(select, order_by, outer);
        self.windows.truncate(depth);
        columns
    }

    fn select_body(&mut self, select: &Select, order_by: Option<&[ast::OrderByExpr]>, outer: &Scope) -> Walk<Columns> {
        self.tick()?;
        if select.into.is_some() {
            return refuse("SELECT … INTO is not accepted");
        }
        if select.top.is_some()
            || select.prewhere.is_some()
            || !select.connect_by.is_empty()
            || !select.cluster_by.is_empty()
            || !select.distribute_by.is_empty()
            || !select.sort_by.is_empty()
            || !select.lateral_views.is_empty()
            || select.value_table_mode.is_some()
            || select.exclude.is_some()
            || select.flavor != ast::SelectFlavor::Standard
        {
            return refuse("this SELECT uses a clause MySQL does not have; it is not accepted");
        }
        let mut scope =
            Scope { relations: Vec::new(), join_conditions: Vec::new(), outputs: Vec::new(), parent: Some(outer) };
        for table in &select.from {
            self.table_with_joins(table, &mut scope)?;
        }
        if let Some(selection) = &select.selection {
            self.clause = "WHERE";
            self.expr(selection, &scope, Use::Filter)?;
        }
        self.pinned_schemas(&scope, select.selection.as_ref())?;
        // The select list.
        self.clause = "the select list";
        let mut outputs: Vec<Col> = Vec::new();
        let mut opaque = false;
        for item in &select.projection {
            match item {
                SelectItem::Wildcard(options) => {
                    wildcard_options(options)?;
                    for relation in &scope.relations {
                        match &relation.columns {
                            Some(columns) => outputs.extend(columns.iter().cloned()),
                            None => opaque = true,
                        }
                    }
                }
                SelectItem::QualifiedWildcard(kind, options) => {
                    wildcard_options(options)?;
                    let SelectItemQualifiedWildcardKind::ObjectName(name) = kind else {
                        return refuse("a wildcard over an expression is not accepted");
                    };
                    let qualifier = object_name_parts(name)?;
                    let relation = scope
                        .relations
                        .iter()
                        .find(|r| qualifier.last().is_some_and(|q| r.name.eq_ignore_ascii_case(q)))
                        .ok_or_else(|| Refusal::unknown(format!("unknown table {name} in {name}.*")))?;
                    match &relation.columns {
                        Some(columns) => outputs.extend(columns.iter().cloned()),
                        None => opaque = true,
                    }
                }
                SelectItem::UnnamedExpr(expr) => {
                    let origin = self.select_item(expr, &scope)?;
                    outputs.push(Col { name: expr_name(expr), origin });
                }
                SelectItem::ExprWithAlias { expr, alias } => {
                    let origin = self.select_item(expr, &scope)?;
                    if self.view_depth == 0
                        && matches!(origin.sensitivity, Sensitivity::Secret | Sensitivity::ValueField)
                        && !origin.role.as_deref().is_some_and(|role| role.eq_ignore_ascii_case(&alias.value))
                    {
                        return refuse(format!(
                            "the protected column {} may not be renamed (AS {}); select it under its own name (its \
                             values are withheld)",
                            origin.source.as_deref().unwrap_or("?"),
                            alias.value
                        ));
                    }
                    outputs.push(Col { name: alias.value.clone(), origin });
                }
                SelectItem::ExprWithAliases { .. } => return refuse("multiple aliases for one item are not MySQL"),
            }
        }
        scope.outputs = outputs.clone();
        if let GroupByExpr::Expressions(exprs, _) = &select.group_by {
            self.clause = "GROUP BY";
            for expr in exprs {
                self.ordering(expr, &scope)?;
            }
        } else {
            return refuse("GROUP BY ALL is not MySQL and is not accepted");
        }
        if let Some(having) = &select.having {
            self.clause = "HAVING";
            self.expr(having, &scope, Use::Filter)?;
        }
        for window in &select.named_window {
            self.clause = "WINDOW";
            if let NamedWindowExpr::WindowSpec(spec) = &window.1 {
                self.window_spec(spec, &scope)?;
            }
        }
        if let Some(qualify) = &select.qualify {
            self.clause = "QUALIFY";
            self.expr(qualify, &scope, Use::Filter)?;
        }
        if let Some(exprs) = order_by {
            self.clause = "ORDER BY";
            for item in exprs {
                self.ordering(&item.expr, &scope)?;
            }
        }
        Ok(if opaque { None } else { Some(outputs) })
    }

    /// A select-list item: a column as it is, or an expression.
    fn select_item(&mut self, expr: &Expr, scope: &Scope) -> Walk<Origin> {
        match expr {
            Expr::Identifier(_) | Expr::CompoundIdentifier(_) => self.expr(expr, scope, Use::Bare),
            _ => self.expr(expr, scope, Use::Compute).map(Origin::computed),
        }
    }

    /// A GROUP BY / ORDER BY item: a position, an alias of the select list, or an expression.
    fn ordering(&mut self, expr: &Expr, scope: &Scope) -> Walk<()> {
        if let Expr::Value(value) = expr
            && let Value::Number(number, _) = &value.value
        {
            let position: usize =
                number.parse().map_err(|_| Refusal::refused("a column position must be an integer"))?;
            let Some(column) = position.checked_sub(1).and_then(|i| scope.outputs.get(i)) else {
                return refuse(format!(
                    "{} refers to column {position}, which the select list does not have",
                    self.clause
                ));
            };
            return self.check_use(&column.origin, Use::Order, &column.name);
        }
        self.expr(expr, scope, Use::Order).map(|_| ())
    }

    fn window_spec(&mut self, spec: &ast::WindowSpec, scope: &Scope) -> Walk<()> {
        for expr in &spec.partition_by {
            self.expr(expr, scope, Use::Order)?;
        }
        for item in &spec.order_by {
            self.expr(&item.expr, scope, Use::Order)?;
        }
        if let Some(frame) = &spec.window_frame {
            for bound in std::iter::once(&frame.start_bound).chain(frame.end_bound.as_ref()) {
                if let ast::WindowFrameBound::Preceding(Some(expr)) | ast::WindowFrameBound::Following(Some(expr)) =
                    bound
                {
                    self.expr(expr, scope, Use::Order)?;
                }
            }
        }
        Ok(())
    }

    /// A moving frame costs its width for every row, and MIN/MAX recompute over the whole frame: row
    /// offsets are bounded, and MIN/MAX do not move over RANGE offsets.
    fn check_frame(&self, function: &str, frame: Option<&ast::WindowFrame>) -> Walk<()> {
        let Some(frame) = frame else { return Ok(()) };
        let rescans = matches!(function, "MIN" | "MAX");
        for bound in std::iter::once(&frame.start_bound).chain(frame.end_bound.as_ref()) {
            let (ast::WindowFrameBound::Preceding(Some(offset)) | ast::WindowFrameBound::Following(Some(offset))) =
                bound
            else {
                continue;
            };
            match (&frame.units, integer_literal(offset)) {
                (ast::WindowFrameUnits::Rows | ast::WindowFrameUnits::Groups, Some(n)) if n <= MAX_FRAME_ROWS => {}
                (ast::WindowFrameUnits::Range, _) if !rescans => {}
                _ => {
                    return refuse(format!(
                        "{function}'s window frame is too wide to compute per row: use ROWS offsets of at most \
                         {MAX_FRAME_ROWS}{}",
                        if rescans { " (MIN and MAX rescan their frame, so no RANGE offsets)" } else { "" }
                    ));
                }
            }
        }
        Ok(())
    }

    // ---- FROM ----

    fn table_with_joins(&mut self, table: &TableWithJoins, scope: &mut Scope) -> Walk<()> {
        self.factor(&table.relation, scope)?;
        for join in &table.joins {
            let before = scope.relations.len();
            self.factor(&join.relation, scope)?;
            let constraint = match &join.join_operator {
                JoinOperator::Join(c)
                | JoinOperator::Inner(c)
                | JoinOperator::Left(c)
                | JoinOperator::LeftOuter(c)
                | JoinOperator::Right(c)
                | JoinOperator::RightOuter(c)
                | JoinOperator::CrossJoin(c)
                | JoinOperator::StraightJoin(c) => c,
                _ => return refuse("this kind of join is not MySQL and is not accepted"),
            };
            self.clause = "the join condition";
            match constraint {
                JoinConstraint::On(expr) => {
                    self.expr(expr, scope, Use::Filter)?;
                    scope.join_conditions.push(expr.clone());
                }
                JoinConstraint::Using(names) => {
                    for name in names {
                        let parts = object_name_parts(name)?;
                        let column = parts.last().cloned().unwrap_or_default();
                        self.join_column(&column, scope, before)?;
                    }
                }
                JoinConstraint::UsingAlias(..) => return refuse("USING … AS is not MySQL"),
                JoinConstraint::Natural => {
                    // The common columns of both sides are compared: each must be allowed in a condition.
                    let (left, right) = scope.relations.split_at(before);
                    let mut common = Vec::new();
                    for relation in right {
                        let Some(columns) = &relation.columns else {
                            return refuse("NATURAL JOIN needs the columns of both sides; they are not known here");
                        };
                        for column in columns {
                            for other in left {
                                match &other.columns {
                                    None => {
                                        return refuse(
                                            "NATURAL JOIN needs the columns of both sides; they are not known here",
                                        );
                                    }
                                    Some(cols) if cols.iter().any(|c| c.name.eq_ignore_ascii_case(&column.name)) => {
                                        common.push(column.name.clone())
                                    }
                                    Some(_) => {}
                                }
                            }
                        }
                    }
                    for column in common {
                        self.join_column(&column, scope, before)?;
                    }
                }
                JoinConstraint::None => {}
            }
        }
        Ok(())
    }

    /// A column compared by USING or NATURAL: on both sides it is a condition.
    fn join_column(&mut self, name: &str, scope: &Scope, split: usize) -> Walk<()> {
        for (i, relation) in scope.relations.iter().enumerate() {
            let side = if i < split { "left" } else { "right" };
            match &relation.columns {
                Some(columns) => {
                    if let Some(column) = columns.iter().find(|c| c.name.eq_ignore_ascii_case(name)) {
                        self.check_use(&column.origin, Use::Filter, &column.name)?;
                    }
                }
                None => {
                    let origin = self.guess(name);
                    self.check_use(&origin, Use::Filter, &format!("{name} ({side} side)"))?;
                }
            }
        }
        Ok(())
    }

    fn factor(&mut self, factor: &TableFactor, scope: &mut Scope) -> Walk<()> {
        self.tick()?;
        match factor {
            TableFactor::Table {
                name, alias, args, with_hints, version, with_ordinality, json_path, sample, ..
            } => {
                if args.is_some()
                    || !with_hints.is_empty()
                    || version.is_some()
                    || *with_ordinality
                    || json_path.is_some()
                    || sample.is_some()
                {
                    return refuse(format!("table functions and table options ({name}) are not accepted"));
                }
                let parts = object_name_parts(name)?;
                let (schema, table) = match parts.as_slice() {
                    [table] => (None, table.as_str()),
                    [schema, table] => (Some(schema.as_str()), table.as_str()),
                    _ => return refuse(format!("the table name {name} is not accepted")),
                };
                let mut relation = self.named_relation(schema, table, None)?;
                if let Some(alias) = alias {
                    relation.name = alias.name.value.clone();
                    relation.columns = rename(
                        self.view_depth > 0,
                        &format!("the alias {}", alias.name.value),
                        relation.columns,
                        &alias.columns,
                    )?;
                }
                scope.relations.push(relation);
            }
            TableFactor::Derived { lateral, subquery, alias, sample } => {
                if sample.is_some() {
                    return refuse("TABLESAMPLE is not MySQL");
                }
                let columns = if *lateral {
                    let lateral_scope = Scope {
                        relations: std::mem::take(&mut scope.relations),
                        join_conditions: Vec::new(),
                        outputs: Vec::new(),
                        parent: scope.parent,
                    };
                    let columns = self.query(subquery, &lateral_scope);
                    scope.relations = lateral_scope.relations;
                    columns?
                } else {
                    let parent = Scope::empty();
                    self.query(subquery, scope.parent.unwrap_or(&parent))?
                };
                let name = alias.as_ref().map(|a| a.name.value.clone()).unwrap_or_default();
                let columns = match alias {
                    Some(alias) => {
                        rename(self.view_depth > 0, &format!("the derived table {name}"), columns, &alias.columns)?
                    }
                    None => columns,
                };
                scope.relations.push(Relation { name, columns, schema_column: None });
            }
            TableFactor::NestedJoin { table_with_joins, alias } => {
                let mut inner = Scope {
                    relations: Vec::new(),
                    join_conditions: Vec::new(),
                    outputs: Vec::new(),
                    parent: scope.parent,
                };
                self.table_with_joins(table_with_joins, &mut inner)?;
                scope.join_conditions.append(&mut inner.join_conditions);
                if let Some(alias) = alias {
                    let columns = inner.relations.iter().try_fold(Some(Vec::new()), |acc, r| {
                        Ok::<_, Refusal>(match (acc, &r.columns) {
                            (Some(mut acc), Some(columns)) => {
                                acc.extend(columns.iter().cloned());
                                Some(acc)
                            }
                            _ => None,
                        })
                    })?;
                    let columns = rename(
                        self.view_depth > 0,
                        &format!("the alias {}", alias.name.value),
                        columns,
                        &alias.columns,
                    )?;
                    scope.relations.push(Relation { name: alias.name.value.clone(), columns, schema_column: None });
                } else {
                    scope.relations.extend(inner.relations);
                }
            }
            TableFactor::JsonTable { json_expr, json_path, columns, alias } => {
                self.clause = "JSON_TABLE";
                self.expr(json_expr, scope, Use::Compute)?;
                let Some(path) = string_value(&json_path.value) else {
                    return refuse("JSON_TABLE's path must be a string literal");
                };
                let members = json_path_members(path, true)?;
                // Rows taken from inside a secret member (`$.recovery_codes[*]`) are that secret's values.
                let inside = members
                    .iter()
                    .find(|m| self.policy.names_secret(m))
                    .map(|m| format!("JSON path {path} (the key {m})"));
                let mut out = Vec::new();
                self.json_table_columns(columns, inside.as_deref(), &mut out)?;
                let name = alias.as_ref().map(|a| a.name.value.clone()).unwrap_or_default();
                scope.relations.push(Relation { name, columns: Some(out), schema_column: None });
            }
            _ => return refuse("only tables, views, CTEs, derived tables and JSON_TABLE may appear in FROM"),
        }
        Ok(())
    }

    /// JSON_TABLE's columns; `inside`: the secret member the rows come from, if any.
    fn json_table_columns(
        &mut self,
        columns: &[JsonTableColumn],
        inside: Option<&str>,
        out: &mut Vec<Col>,
    ) -> Walk<()> {
        for column in columns {
            match column {
                JsonTableColumn::Named(named) => {
                    let Some(path) = string_value(&named.path.value) else {
                        return refuse("a JSON_TABLE column's PATH must be a string literal");
                    };
                    let members = json_path_members(path, false)?;
                    let mut origin = Origin { text: true, max_len: None, ..Origin::default() };
                    let secret = members
                        .iter()
                        .find(|m| self.policy.names_secret(m))
                        .map(|member| format!("JSON path {path} (the key {member})"))
                        .or_else(|| inside.map(str::to_owned));
                    if let Some(source) = secret {
                        origin.sensitivity = Sensitivity::Secret;
                        origin.source = Some(source);
                        origin.role = Some(named.name.value.clone());
                    }
                    out.push(Col { name: named.name.value.clone(), origin });
                }
                JsonTableColumn::ForOrdinality(name) => {
                    out.push(Col { name: name.value.clone(), origin: Origin::plain() })
                }
                JsonTableColumn::Nested(nested) => {
                    let Some(path) = string_value(&nested.path.value) else {
                        return refuse("a NESTED PATH must be a string literal");
                    };
                    let members = json_path_members(path, true)?;
                    let nested_inside = members
                        .iter()
                        .find(|m| self.policy.names_secret(m))
                        .map(|m| format!("JSON path {path} (the key {m})"))
                        .or_else(|| inside.map(str::to_owned));
                    self.json_table_columns(&nested.columns, nested_inside.as_deref(), out)?;
                }
            }
        }
        Ok(())
    }

    /// A table or view by name (`schema` when qualified).
    fn named_relation(&mut self, schema: Option<&str>, table: &str, alias: Option<&str>) -> Walk<Relation> {
        let name = alias.unwrap_or(table).to_owned();
        if let Some(schema) = schema {
            if SYSTEM_SCHEMAS.iter().any(|s| s.eq_ignore_ascii_case(schema)) {
                return refuse(format!("tables of the system schema {} are not accepted", schema.to_ascii_lowercase()));
            }
            if schema.eq_ignore_ascii_case("information_schema") {
                return self.information_schema(table, name);
            }
            match &self.catalog.database {
                Some(database) if database == schema => {}
                Some(_) => {
                    return refuse(format!(
                        "only tables of the datasource's database are readable; {schema}.{table} is in another schema"
                    ));
                }
                None if !schema.is_ascii() => return refuse(format!("the schema name {schema} is not accepted")),
                None => {}
            }
        } else if let Some(columns) = self.cte(table) {
            return Ok(Relation { name, columns, schema_column: None });
        } else if table.eq_ignore_ascii_case("DUAL") {
            return Ok(Relation { name, columns: Some(Vec::new()), schema_column: None });
        }
        match self.catalog.table(table) {
            Lookup::Unknown => {
                if !table.is_ascii() {
                    return refuse(format!("the table name {table} is not accepted"));
                }
                if schema.is_none() && INFORMATION_SCHEMA_DENIED_BARE.iter().any(|t| t.eq_ignore_ascii_case(table)) {
                    return refuse(format!("the table {} is not accepted", table.to_ascii_uppercase()));
                }
                Ok(Relation { name, columns: None, schema_column: None })
            }
            Lookup::Missing => Err(Refusal::unknown(format!("unknown table {table}"))),
            Lookup::Found(found) => {
                let columns = match &found.kind {
                    TableKind::Base => {
                        let has_name_field =
                            found.columns.iter().any(|c| self.policy.column(&c.name) == ColumnClass::NameField);
                        found
                            .columns
                            .iter()
                            .map(|c| Col {
                                name: c.name.clone(),
                                origin: self.column_origin(&found.name, c, has_name_field),
                            })
                            .collect()
                    }
                    TableKind::View { definition } => {
                        let Some(definition) = definition else {
                            return refuse(format!(
                                "the view {table} cannot be inspected by this account (grant SHOW VIEW), so what it \
                                 returns is unknown"
                            ));
                        };
                        self.view(&found.name, definition, &found.columns)?
                    }
                };
                Ok(Relation { name, columns: Some(columns), schema_column: None })
            }
        }
    }

    fn column_origin(&self, table: &str, column: &crate::catalog::Column, has_name_field: bool) -> Origin {
        let sensitivity = match self.policy.column(&column.name) {
            ColumnClass::Secret => Sensitivity::Secret,
            ColumnClass::Personal => Sensitivity::Personal,
            ColumnClass::ValueField if has_name_field => Sensitivity::ValueField,
            _ => Sensitivity::None,
        };
        Origin {
            sensitivity,
            source: Some(format!("{table}.{}", column.name)),
            role: Some(column.name.clone()),
            text: column.is_text(),
            max_len: if column.is_text() { column.max_chars } else { Some(64) },
        }
    }

    /// A view's columns: its definition walked like a query (with this walker's rules), named as the view
    /// names them.
    fn view(&mut self, name: &str, definition: &str, columns: &[crate::catalog::Column]) -> Walk<Vec<Col>> {
        if self.view_depth >= MAX_VIEW_DEPTH {
            return refuse(format!("the view {name} nests views deeper than {MAX_VIEW_DEPTH}"));
        }
        let parsed = crate::parse_query(definition)
            .map_err(|e| Refusal::refused(format!("the view {name} could not be analysed: {}", e.reason)))?;
        let mut walker = Walker::new(self.catalog, self.policy);
        walker.view_depth = self.view_depth + 1;
        let body = walker
            .top_query(&parsed)
            .map_err(|e| Refusal::refused(format!("the view {name} is not accepted: {}", e.reason)))?;
        let Some(body) = body else {
            return refuse(format!("the view {name} could not be analysed"));
        };
        if body.len() != columns.len() {
            return refuse(format!("the view {name} could not be analysed (its columns do not match its definition)"));
        }
        Ok(columns
            .iter()
            .zip(body)
            .map(|(column, body)| Col { name: column.name.clone(), origin: body.origin })
            .collect())
    }

    fn information_schema(&self, table: &str, name: String) -> Walk<Relation> {
        let Some((canonical, schema_column)) = INFORMATION_SCHEMA.iter().find(|(t, _)| t.eq_ignore_ascii_case(table))
        else {
            return refuse(format!(
                "information_schema.{} is not accepted (readable: {})",
                table.to_ascii_uppercase(),
                INFORMATION_SCHEMA.iter().map(|(t, _)| *t).collect::<Vec<_>>().join(", ")
            ));
        };
        let columns = match self.catalog.information_schema_table(table) {
            Lookup::Found(found) => Some(
                found
                    .columns
                    .iter()
                    .map(|c| Col {
                        name: c.name.clone(),
                        origin: Origin {
                            text: c.is_text(),
                            max_len: c.max_chars.or(Some(64)),
                            role: Some(c.name.clone()),
                            ..Origin::default()
                        },
                    })
                    .collect(),
            ),
            Lookup::Unknown => None,
            Lookup::Missing => return Err(Refusal::unknown(format!("unknown table information_schema.{table}"))),
        };
        let table = *canonical;
        let name = if name.eq_ignore_ascii_case(table) { table.to_owned() } else { name };
        Ok(Relation { name, columns, schema_column: *schema_column })
    }

    fn cte(&self, name: &str) -> Option<Columns> {
        self.ctes
            .iter()
            .rev()
            .flat_map(|frame| frame.iter().rev())
            .find(|(cte, _)| cte.eq_ignore_ascii_case(name))
            .map(|(_, columns)| columns.clone())
    }

    /// `information_schema` metadata tables list every schema the account sees: the read must pin the
    /// schema column to the datasource's database (`TABLE_SCHEMA = DATABASE()`).
    fn pinned_schemas(&self, scope: &Scope, selection: Option<&Expr>) -> Walk<()> {
        let mut conditions: Vec<&Expr> = selection.map(conjuncts).unwrap_or_default();
        for on in &scope.join_conditions {
            conditions.extend(conjuncts(on));
        }
        let database = self.catalog.database.as_deref();
        let mut pinned: Vec<bool> = scope
            .relations
            .iter()
            .map(|r| match r.schema_column {
                None => true,
                Some(column) => conditions.iter().any(|c| pins(c, &r.name, column, database)),
            })
            .collect();
        // `s.TABLE_SCHEMA = t.TABLE_SCHEMA` with `t` pinned pins `s`.
        loop {
            let mut changed = false;
            for (i, relation) in scope.relations.iter().enumerate() {
                let Some(column) = relation.schema_column else { continue };
                if pinned[i] {
                    continue;
                }
                let linked = scope.relations.iter().enumerate().any(|(j, other)| {
                    pinned[j]
                        && other.schema_column.is_some_and(|other_column| {
                            conditions.iter().any(|c| links(c, (&relation.name, column), (&other.name, other_column)))
                        })
                });
                if linked {
                    pinned[i] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for (relation, pinned) in scope.relations.iter().zip(pinned) {
            let Some(column) = relation.schema_column else { continue };
            if !pinned {
                return refuse(format!(
                    "the information_schema table {} must be filtered to this database: add WHERE {}{column} = \
                     DATABASE()",
                    relation.name,
                    if relation.name.chars().all(|c| c.is_ascii_uppercase() || c == '_') {
                        String::new()
                    } else {
                        format!("{}.", relation.name)
                    }
                ));
            }
        }
        Ok(())
    }

    // ---- expressions ----

    /// Checks one use of a value of the given origin.
    fn check_use(&self, origin: &Origin, use_: Use, shown_as: &str) -> Walk<()> {
        let source = origin.source.as_deref().unwrap_or(shown_as);
        let named = if source.eq_ignore_ascii_case(shown_as) || source.ends_with(&format!(".{shown_as}")) {
            source.to_owned()
        } else {
            format!("{source} (here {shown_as})")
        };
        match (origin.sensitivity, use_) {
            (Sensitivity::None, _) | (_, Use::Bare | Use::NullTest) => Ok(()),
            (Sensitivity::Personal, Use::Order) => Ok(()),
            (Sensitivity::Personal, Use::Compute) => refuse(format!(
                "the personal-data column {named} may be selected, grouped, ordered or compared with = to a literal, \
                 but not computed on (its cells are redacted; an expression would hide them from redaction)"
            )),
            (Sensitivity::Personal, _) => refuse(format!(
                "the personal-data column {named} may only be compared with = or IN to literals in {}; patterns \
                 and ranges over it reveal its values",
                self.clause
            )),
            (_, Use::Compute) => refuse(format!(
                "the protected column {named} may only be selected as it is (its values are withheld) or tested with \
                 IS [NOT] NULL; expressions over it are not accepted"
            )),
            (_, _) => refuse(format!(
                "the protected column {named} may not be used in {}: a condition, join, grouping or ordering on it \
                 reveals its values",
                self.clause
            )),
        }
    }

    fn expr(&mut self, expr: &Expr, scope: &Scope, use_: Use) -> Walk<Origin> {
        self.tick()?;
        // Inside a condition everything is a condition; an expression's parts are computed.
        let inner = match use_ {
            Use::Filter | Use::Order => use_,
            _ => Use::Compute,
        };
        Ok(match expr {
            Expr::Identifier(ident) => {
                let origin = self.resolve(std::slice::from_ref(&ident.value), scope)?;
                self.check_use(&origin, use_, &ident.value)?;
                origin
            }
            Expr::CompoundIdentifier(parts) => {
                let parts: Vec<String> = parts.iter().map(|p| p.value.clone()).collect();
                let origin = self.resolve(&parts, scope)?;
                self.check_use(&origin, use_, &parts.join("."))?;
                origin
            }
            Expr::Value(value) => self.literal(&value.value)?,
            Expr::TypedString(typed) => self.literal(&typed.value.value)?,
            Expr::IsNull(e) | Expr::IsNotNull(e) => {
                self.expr(e, scope, Use::NullTest)?;
                Origin::plain()
            }
            Expr::IsTrue(e)
            | Expr::IsNotTrue(e)
            | Expr::IsFalse(e)
            | Expr::IsNotFalse(e)
            | Expr::IsUnknown(e)
            | Expr::IsNotUnknown(e) => {
                self.expr(e, scope, Use::Filter)?;
                Origin::plain()
            }
            Expr::IsDistinctFrom(a, b) | Expr::IsNotDistinctFrom(a, b) => {
                self.expr(a, scope, Use::Filter)?;
                self.expr(b, scope, Use::Filter)?;
                Origin::plain()
            }
            Expr::Nested(e) => self.expr(e, scope, use_)?,
            Expr::Collate { expr, .. } => self.expr(expr, scope, use_)?,
            Expr::BinaryOp { left, op, right } => self.binary(left, op, right, scope, use_)?,
            Expr::UnaryOp { op, expr } => {
                let use_ = if matches!(op, ast::UnaryOperator::Not) { Use::Filter } else { inner };
                self.expr(expr, scope, use_)?.computed()
            }
            Expr::Like { expr, pattern, escape_char, .. }
            | Expr::ILike { expr, pattern, escape_char, .. }
            | Expr::SimilarTo { expr, pattern, escape_char, .. } => {
                self.expr(expr, scope, Use::Filter)?;
                self.expr(pattern, scope, Use::Filter)?;
                if let Some(escape) = escape_char {
                    self.expr(escape, scope, Use::Filter)?;
                }
                Origin::plain()
            }
            Expr::RLike { expr, pattern, .. } => {
                self.expr(expr, scope, Use::Filter)?;
                self.regex_pattern(pattern, scope)?;
                Origin::plain()
            }
            Expr::Between { expr, low, high, .. } => {
                for e in [expr, low, high] {
                    self.expr(e, scope, Use::Filter)?;
                }
                Origin::plain()
            }
            Expr::In { expr, target: ast::InTarget::List(list), .. } => {
                let literals = list.iter().all(is_literal);
                self.equality_operand(expr, literals, scope)?;
                for item in list {
                    self.expr(item, scope, Use::Filter)?;
                }
                Origin::plain()
            }
            Expr::In { expr, target: ast::InTarget::Subquery(subquery), .. } => {
                self.expr(expr, scope, Use::Filter)?;
                let columns = self.query(subquery, scope)?;
                self.clause = "IN (subquery)";
                for column in columns.iter().flatten() {
                    self.check_use(&column.origin, Use::Filter, &column.name)?;
                }
                Origin::plain()
            }
            Expr::AnyOp { left, right, .. } | Expr::AllOp { left, right, .. } => {
                self.expr(left, scope, Use::Filter)?;
                self.expr(right, scope, Use::Filter)?;
                Origin::plain()
            }
            Expr::Exists { subquery, .. } => {
                self.query(subquery, scope)?;
                Origin::plain()
            }
            Expr::Subquery(query) => {
                let clause = self.clause;
                let columns = self.query(query, scope)?;
                self.clause = clause;
                let mut origin = Origin { max_len: None, ..Origin::default() };
                for column in columns.iter().flatten() {
                    origin = origin.merge(&column.origin);
                }
                let use_ = if use_ == Use::Bare { Use::Compute } else { use_ };
                self.check_use(&origin, use_, "a subquery's result")?;
                origin.computed()
            }
            Expr::Case { operand, conditions, else_result, .. } => {
                if let Some(operand) = operand {
                    self.expr(operand, scope, Use::Filter)?;
                }
                let mut origin = Origin::plain();
                for when in conditions {
                    self.expr(&when.condition, scope, Use::Filter)?;
                    origin = origin.merge(&self.expr(&when.result, scope, inner)?);
                }
                if let Some(e) = else_result {
                    origin = origin.merge(&self.expr(e, scope, inner)?);
                }
                origin.computed()
            }
            Expr::Cast { expr, data_type, .. } => {
                check_cast_length(&data_type.to_string())?;
                self.expr(expr, scope, inner)?.computed()
            }
            Expr::Convert { expr, data_type, .. } => {
                if let Some(data_type) = data_type {
                    check_cast_length(&data_type.to_string())?;
                }
                self.expr(expr, scope, inner)?.computed()
            }
            Expr::Extract { expr, .. } | Expr::Ceil { expr, .. } | Expr::Floor { expr, .. } => {
                self.expr(expr, scope, inner)?;
                Origin::plain()
            }
            Expr::Position { expr, r#in } => {
                self.expr(expr, scope, Use::Filter)?;
                self.expr(r#in, scope, Use::Filter)?;
                Origin::plain()
            }
            Expr::Substring { expr, substring_from, substring_for, .. } => {
                let mut origin = self.expr(expr, scope, inner)?.computed();
                if origin.text && origin.source.is_some() && origin.max_len.is_none_or(|n| n > MAX_SLICED_TEXT) {
                    return refuse(format!(
                        "SUBSTRING would cut the document column {} before redaction, and a cut can separate a \
                         secret from the key that marks it: select the column (long cells are shortened after \
                         redaction) or extract a member by its JSON path",
                        origin.source.as_deref().unwrap_or("?")
                    ));
                }
                if let Some(from) = substring_from {
                    self.expr(from, scope, inner)?;
                }
                if let Some(length) = substring_for {
                    self.expr(length, scope, inner)?;
                    if let Some(n) = integer_literal(length) {
                        origin.max_len = Some(n);
                    }
                }
                origin
            }
            Expr::Trim { expr, trim_what, trim_characters, .. } => {
                if trim_characters.is_some() {
                    return refuse("TRIM with a character list is not MySQL");
                }
                if let Some(what) = trim_what {
                    self.expr(what, scope, inner)?;
                }
                self.expr(expr, scope, inner)?.computed()
            }
            Expr::Interval(interval) => {
                self.expr(&interval.value, scope, inner)?;
                Origin::plain()
            }
            Expr::Tuple(items) => {
                let mut origin = Origin::plain();
                for item in items {
                    origin = origin.merge(&self.expr(item, scope, use_)?);
                }
                origin.computed()
            }
            Expr::Function(function) => self.function(function, scope, use_)?,
            Expr::Wildcard(_) => Origin::plain(),
            Expr::MatchAgainst { columns, match_value, .. } => {
                for column in columns {
                    let parts = object_name_parts(column)?;
                    let origin = self.resolve(&parts, scope)?;
                    self.check_use(&origin, Use::Filter, &parts.join("."))?;
                }
                self.literal(&match_value.value)?;
                Origin::plain()
            }
            Expr::Prefixed { value, .. } => self.expr(value, scope, use_)?,
            other => {
                return refuse(format!("the expression {} uses a construct the gate does not accept", short(other)));
            }
        })
    }

    /// A comparison or arithmetic operator.
    fn binary(
        &mut self,
        left: &Expr,
        op: &ast::BinaryOperator,
        right: &Expr,
        scope: &Scope,
        use_: Use,
    ) -> Walk<Origin> {
        use ast::BinaryOperator as Op;
        match op {
            Op::Arrow | Op::LongArrow => {
                // `doc->'$.path'`, `doc->>'$.path'`: JSON_EXTRACT (and JSON_UNQUOTE).
                let origin = self.expr(left, scope, if use_ == Use::Bare { Use::Compute } else { use_ })?;
                let Expr::Value(path) = right else { return refuse("the path after -> must be a string literal") };
                let Some(path) = string_value(&path.value) else {
                    return refuse("the path after -> must be a string literal");
                };
                self.value_path(path)?;
                Ok(origin.computed())
            }
            Op::Eq | Op::NotEq | Op::Spaceship => {
                self.equality_operand(left, is_literal(right), scope)?;
                self.equality_operand(right, is_literal(left), scope)?;
                Ok(Origin::plain())
            }
            Op::Lt | Op::LtEq | Op::Gt | Op::GtEq | Op::And | Op::Or | Op::Xor | Op::Regexp => {
                if matches!(op, Op::Regexp) {
                    self.expr(left, scope, Use::Filter)?;
                    self.regex_pattern(right, scope)?;
                } else {
                    self.expr(left, scope, Use::Filter)?;
                    self.expr(right, scope, Use::Filter)?;
                }
                Ok(Origin::plain())
            }
            Op::Plus
            | Op::Minus
            | Op::Multiply
            | Op::Divide
            | Op::Modulo
            | Op::MyIntegerDivide
            | Op::DuckIntegerDivide
            | Op::BitwiseAnd
            | Op::BitwiseOr
            | Op::BitwiseXor
            | Op::PGBitwiseShiftLeft
            | Op::PGBitwiseShiftRight
            | Op::StringConcat => {
                let inner = if matches!(use_, Use::Filter | Use::Order) { use_ } else { Use::Compute };
                let a = self.expr(left, scope, inner)?;
                let b = self.expr(right, scope, inner)?;
                Ok(a.merge(&b).computed())
            }
            other => refuse(format!("the operator {other} is not accepted")),
        }
    }

    /// One side of `=`, `<>`, `<=>`, `IN (…)`: a personal column may be compared with literals.
    fn equality_operand(&mut self, expr: &Expr, other_is_literal: bool, scope: &Scope) -> Walk<()> {
        if other_is_literal && matches!(expr, Expr::Identifier(_) | Expr::CompoundIdentifier(_)) {
            let origin = self.expr(expr, scope, Use::NullTest)?;
            if origin.sensitivity == Sensitivity::Personal {
                return Ok(());
            }
            return self.check_use(&origin, Use::Filter, &expr_name(expr));
        }
        self.expr(expr, scope, Use::Filter).map(|_| ())
    }

    fn literal(&self, value: &Value) -> Walk<Origin> {
        match string_value(value) {
            Some(text) => {
                if self.policy.holds_credential(text) {
                    return refuse(
                        "a literal of the statement holds what looks like a credential; reads do not test guesses \
                         of secrets",
                    );
                }
                if let Some(key) = pinned_secret_key(text, self.policy) {
                    return refuse(format!(
                        "a literal of the statement pins a value under the secret key {key} ('{key}=…'); patterns \
                         may name keys but not guess their values"
                    ));
                }
                Ok(Origin::literal(text))
            }
            None => Ok(Origin::plain()),
        }
    }

    fn regex_pattern(&mut self, pattern: &Expr, scope: &Scope) -> Walk<()> {
        let Expr::Value(value) = pattern else {
            return refuse("a regular expression must be a string literal");
        };
        let Some(text) = string_value(&value.value) else {
            return refuse("a regular expression must be a string literal");
        };
        if let Some(problem) = functions::regex_pattern_problem(text) {
            return refuse(problem);
        }
        self.expr(pattern, scope, Use::Filter).map(|_| ())
    }

    /// A JSON path that returns values: no member may name a secret, and no wildcard may return values
    /// without their keys.
    fn value_path(&self, path: &str) -> Walk<()> {
        let members = json_path_members(path, false)?;
        if let Some(member) = members.iter().find(|m| self.policy.names_secret(m)) {
            return refuse(format!("the JSON path {path} names a secret ({member}); its value is not returned"));
        }
        Ok(())
    }

    fn function(&mut self, function: &ast::Function, scope: &Scope, use_: Use) -> Walk<Origin> {
        let name = match function.name.0.as_slice() {
            [ObjectNamePart::Identifier(ident)] => {
                if ident.quote_style.is_some() {
                    return refuse(format!(
                        "`{}`(…) in quotes calls a stored function, not the built-in; write {}(…) unquoted",
                        ident.value,
                        ident.value.to_ascii_uppercase()
                    ));
                }
                ident.value.to_ascii_uppercase()
            }
            _ => {
                return refuse(format!(
                    "schema-qualified functions ({}) run stored code and are not accepted",
                    function.name
                ));
            }
        };
        if function.uses_odbc_syntax || !matches!(function.parameters, FunctionArguments::None) {
            return refuse(format!("{name}: this call syntax is not MySQL"));
        }
        let Some(class) = functions::class_of(&name) else {
            return refuse(functions::refusal_for_unlisted(&name));
        };
        if !self.catalog.is_native(&name) {
            let routine =
                if self.catalog.has_routine(&name) { " (it would run the schema's stored function)" } else { "" };
            return refuse(format!(
                "{name} is not a built-in function of this server ({}){routine}",
                self.catalog.server()
            ));
        }
        let inner = match use_ {
            Use::Filter | Use::Order => use_,
            _ => Use::Compute,
        };
        let args: Vec<&Expr> = match &function.args {
            FunctionArguments::None => {
                if class != Class::Keyword {
                    return refuse(format!("{name} needs parentheses"));
                }
                Vec::new()
            }
            FunctionArguments::Subquery(_) => {
                return refuse(format!("{name}(SELECT …) without parentheses is not MySQL"));
            }
            FunctionArguments::List(list) => {
                for clause in &list.clauses {
                    match clause {
                        FunctionArgumentClause::OrderBy(items) => {
                            let clause = self.clause;
                            self.clause = "an ORDER BY inside a function";
                            for item in items {
                                self.expr(&item.expr, scope, Use::Order)?;
                            }
                            self.clause = clause;
                        }
                        FunctionArgumentClause::Separator(value) => {
                            self.literal(&value.value)?;
                        }
                        FunctionArgumentClause::Limit(expr) => {
                            if integer_literal(expr).is_none() {
                                return refuse(format!("{name}'s LIMIT takes an integer literal"));
                            }
                        }
                        FunctionArgumentClause::IgnoreOrRespectNulls(_) => {}
                        _ => return refuse(format!("{name}: this clause inside the call is not accepted")),
                    }
                }
                let mut args = Vec::new();
                for arg in &list.args {
                    match arg {
                        FunctionArg::Unnamed(FunctionArgExpr::Expr(expr)) => args.push(expr),
                        FunctionArg::Unnamed(FunctionArgExpr::Wildcard) if class == Class::Count => {}
                        _ => return refuse(format!("{name}: this kind of argument is not accepted")),
                    }
                }
                args
            }
        };
        if name == "JSON_SEARCH" && args.len() < 5 {
            return refuse(
                "JSON_SEARCH tests every value of the document, secret ones too: give it a path (its fifth \
                 argument) that names where to search",
            );
        }
        if let Some(filter) = &function.filter {
            self.expr(filter, scope, Use::Filter)?;
        }
        for item in &function.within_group {
            self.expr(&item.expr, scope, Use::Order)?;
        }
        if let Some(over) = &function.over {
            let clause = self.clause;
            self.clause = "a window (OVER)";
            let frame = match over {
                WindowType::WindowSpec(spec) => spec.window_frame.as_ref(),
                WindowType::NamedWindow(window) => self
                    .windows
                    .iter()
                    .rev()
                    .find(|(name, _)| name.eq_ignore_ascii_case(&window.value))
                    .and_then(|(_, frame)| frame.as_ref()),
            };
            self.check_frame(&name, frame)?;
            if let WindowType::WindowSpec(spec) = over {
                self.window_spec(spec, scope)?;
            }
            self.clause = clause;
        }
        let mut origins = Vec::new();
        match class {
            Class::Count => {
                for arg in &args {
                    self.expr(arg, scope, Use::NullTest)?;
                }
                return Ok(Origin::plain());
            }
            Class::Builds(index) => match args.get(index).and_then(|a| integer_literal(a)) {
                Some(n) if n <= MAX_BUILT_LENGTH => {}
                _ => {
                    return refuse(format!(
                        "{name} builds a string as long as its argument {}: it must be an integer literal of at \
                             most {MAX_BUILT_LENGTH}",
                        index + 1
                    ));
                }
            },
            _ => {}
        }
        for (i, arg) in args.iter().enumerate() {
            // A unit or format keyword (`TIMESTAMPDIFF(SECOND, …)`, `GET_FORMAT(DATE, …)`) is no column.
            if i == 0 && unit_argument(&name, arg) {
                origins.push(Origin::plain());
                continue;
            }
            let origin = match class {
                Class::Regex { .. } if i == 1 => {
                    self.regex_pattern(arg, scope)?;
                    Origin::plain()
                }
                Class::JsonPath { first_path, all_paths } if i == first_path || (all_paths && i > first_path) => {
                    let Expr::Value(value) = arg else {
                        return refuse(format!("{name}'s JSON path must be a string literal"));
                    };
                    let Some(path) = string_value(&value.value) else {
                        return refuse(format!("{name}'s JSON path must be a string literal"));
                    };
                    if matches!(
                        name.as_str(),
                        "JSON_EXTRACT" | "JSON_VALUE" | "JSON_QUERY" | "JSON_CONTAINS" | "JSON_SEARCH"
                    ) {
                        self.value_path(path)?;
                    } else {
                        json_path_members(path, true)?;
                    }
                    Origin::plain()
                }
                _ => self.expr(arg, scope, inner)?,
            };
            origins.push(origin);
        }
        if SLICING.contains(&name.as_str())
            && let Some(document) = origins
                .first()
                .filter(|o| o.text && o.source.is_some() && o.max_len.is_none_or(|n| n > MAX_SLICED_TEXT))
        {
            return refuse(format!(
                "{name} would cut the document column {} before redaction, and a cut can separate a secret from the \
                 key that marks it: select the column (long cells are shortened after redaction) or extract a \
                 member by its JSON path",
                document.source.as_deref().unwrap_or("?")
            ));
        }
        let mut origin = origins.iter().fold(Origin { max_len: Some(0), ..Origin::default() }, |acc, o| acc.merge(o));
        match class {
            Class::Encoding => {
                if let Some(text) = origins.iter().find(|o| o.text && o.source.is_some()) {
                    return refuse(format!(
                        "{name} over the text of {} would hide its values from redaction; select the column itself",
                        text.source.as_deref().unwrap_or("a column")
                    ));
                }
            }
            Class::Superlinear | Class::Regex { superlinear: true } => {
                let subject = origins.first().and_then(|o| o.max_len);
                if subject.is_none_or(|n| n > MAX_SUPERLINEAR_SUBJECT) {
                    return refuse(format!(
                        "{name}'s cost grows with the square of its input and the server cannot stop it: its first \
                         argument must be at most {MAX_SUPERLINEAR_SUBJECT} characters (a column of that size, or \
                         LEFT(x, n))"
                    ));
                }
            }
            Class::Builds(index) => {
                let count = args.get(index).and_then(|a| integer_literal(a)).unwrap_or(0);
                let built = match name.as_str() {
                    "REPEAT" => count.saturating_mul(origins.first().and_then(|o| o.max_len).unwrap_or(u64::MAX)),
                    _ => count,
                };
                if built > MAX_BUILT_LENGTH {
                    return refuse(format!(
                        "{name} could build a string of {built} characters per row (its input may be that long); at \
                         most {MAX_BUILT_LENGTH} are accepted"
                    ));
                }
                origin.max_len = Some(built);
            }
            Class::Aggregate if matches!(name.as_str(), "GROUP_CONCAT") => {
                origin.max_len = Some(crate::GROUP_CONCAT_MAX_LEN);
            }
            Class::Aggregate if matches!(name.as_str(), "JSON_ARRAYAGG" | "JSON_OBJECTAGG") => origin.max_len = None,
            _ => {
                if matches!(name.as_str(), "LEFT" | "RIGHT")
                    && let Some(n) = args.get(1).and_then(|a| integer_literal(a))
                {
                    origin.max_len = Some(n);
                }
                if matches!(name.as_str(), "CONCAT" | "CONCAT_WS" | "INSERT" | "REPLACE" | "REGEXP_REPLACE") {
                    origin.max_len = origins
                        .iter()
                        .try_fold(0u64, |acc, o| o.max_len.map(|n| acc.saturating_add(n)))
                        .filter(|n| *n <= u64::MAX / 2);
                    if matches!(name.as_str(), "REPLACE" | "REGEXP_REPLACE") {
                        // Each match may grow by the replacement's length.
                        origin.max_len = origin
                            .max_len
                            .map(|n| n.saturating_mul(origins.get(2).and_then(|o| o.max_len).unwrap_or(1).max(1)));
                    }
                }
            }
        }
        if matches!(class, Class::Aggregate | Class::Window | Class::Scalar | Class::Keyword)
            && origin.max_len == Some(0)
        {
            origin.max_len = Some(64);
        }
        Ok(origin.computed())
    }

    /// A name in an expression: a column of a relation in scope (innermost first), or of the select list.
    fn resolve(&mut self, parts: &[String], scope: &Scope) -> Walk<Origin> {
        // A system variable (`@@max_connections`, `@@session.sql_mode`): the lexer has judged its name.
        if parts.first().is_some_and(|p| p.starts_with("@@")) {
            return Ok(Origin::plain());
        }
        if let [word] = parts {
            let upper = word.to_ascii_uppercase();
            // Niladic keywords the server reads as functions when no column has their name.
            if matches!(upper.as_str(), "CURRENT_USER" | "CURRENT_ROLE" | "SESSION_USER" | "SYSTEM_USER" | "USER") {
                let shadowed = scope.relations.iter().any(|r| {
                    r.columns.as_ref().is_some_and(|columns| columns.iter().any(|c| c.name.eq_ignore_ascii_case(word)))
                });
                if !shadowed {
                    return refuse(format!("{upper} names the account and is not accepted"));
                }
            }
            if functions::class_of(&upper) == Some(Class::Keyword) {
                return Ok(Origin::plain());
            }
        }
        match parts {
            [column] => {
                let mut current = Some(scope);
                let mut opaque = false;
                while let Some(s) = current {
                    let mut found: Option<Origin> = None;
                    for relation in &s.relations {
                        match &relation.columns {
                            Some(columns) => {
                                for c in columns.iter().filter(|c| c.name.eq_ignore_ascii_case(column)) {
                                    found = Some(match found {
                                        None => c.origin.clone(),
                                        Some(f) => f.merge(&c.origin),
                                    });
                                }
                            }
                            None => opaque = true,
                        }
                    }
                    // ORDER BY, GROUP BY and HAVING may name the select list's aliases: both meanings count.
                    for c in s.outputs.iter().filter(|c| c.name.eq_ignore_ascii_case(column)) {
                        found = Some(match found {
                            None => c.origin.clone(),
                            Some(f) => f.merge(&c.origin),
                        });
                    }
                    if let Some(origin) = found {
                        return Ok(origin);
                    }
                    if opaque {
                        return Ok(self.guess(column));
                    }
                    current = s.parent;
                }
                Err(Refusal::unknown(format!("unknown column {column}")))
            }
            [qualifier @ .., column] if (1..=2).contains(&qualifier.len()) => {
                let table = qualifier.last().expect("non-empty");
                if let [schema, _] = qualifier
                    && let Some(database) = &self.catalog.database
                    && !schema.eq_ignore_ascii_case(database)
                {
                    return refuse(format!("{} is not a column of this database", parts.join(".")));
                }
                let mut current = Some(scope);
                while let Some(s) = current {
                    if let Some(relation) = s.relations.iter().find(|r| r.name.eq_ignore_ascii_case(table)) {
                        return match &relation.columns {
                            Some(columns) => columns
                                .iter()
                                .find(|c| c.name.eq_ignore_ascii_case(column))
                                .map(|c| c.origin.clone())
                                .ok_or_else(|| Refusal::unknown(format!("unknown column {}", parts.join(".")))),
                            None => Ok(self.guess(column)),
                        };
                    }
                    current = s.parent;
                }
                Err(Refusal::unknown(format!("unknown table {table} in {}", parts.join("."))))
            }
            _ => refuse(format!("the name {} is not accepted", parts.join("."))),
        }
    }

    /// Offline, a column of an unknown table: judged by its name alone.
    fn guess(&self, column: &str) -> Origin {
        let sensitivity = match self.policy.column(column) {
            ColumnClass::Secret => Sensitivity::Secret,
            ColumnClass::Personal => Sensitivity::Personal,
            _ => Sensitivity::None,
        };
        Origin {
            sensitivity,
            source: Some(column.to_owned()),
            role: Some(column.to_owned()),
            text: true,
            // Unknown offline: judged as a short string (the live catalog knows).
            max_len: Some(255),
        }
    }
}

/// Tables of `information_schema` refused even when named without the schema (offline, a bare
/// `PROCESSLIST` might be resolved against `information_schema` by a `USE`).
const INFORMATION_SCHEMA_DENIED_BARE: &[&str] =
    &["PROCESSLIST", "USER_PRIVILEGES", "SCHEMA_PRIVILEGES", "TABLE_PRIVILEGES", "COLUMN_PRIVILEGES", "INNODB_TRX"];

/// A secret key in a literal followed by an assignment and a value fragment (`%"mfa_secret": "U%`,
/// `%password=hun%`): a pattern that tests a secret's value through the text that holds it. A key alone
/// (`%secret%`, `password reset`) is a search for the key.
fn pinned_secret_key<'t>(text: &'t str, policy: &dyn Policy) -> Option<&'t str> {
    let bytes = text.as_bytes();
    let is_word = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.');
    let mut i = 0;
    while i < bytes.len() {
        if !is_word(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && is_word(bytes[i]) {
            i += 1;
        }
        let word = &text[start..i];
        let mut j = i;
        while j < bytes.len() && matches!(bytes[j], b'"' | b'\'' | b' ' | b'\\') {
            j += 1;
        }
        if j >= bytes.len() || !matches!(bytes[j], b'=' | b':') {
            continue;
        }
        j += 1;
        while j < bytes.len() && matches!(bytes[j], b'"' | b'\'' | b' ' | b'\\') {
            j += 1;
        }
        let value_follows = j < bytes.len() && !matches!(bytes[j], b'%' | b'_' | b',' | b'}' | b'&' | b';');
        if value_follows && policy.names_secret(word) {
            return Some(word);
        }
    }
    None
}

/// `CAST(x AS BINARY(n))` pads to `n` bytes per row: lengths are bounded like built strings.
fn check_cast_length(data_type: &str) -> Walk<()> {
    let too_long = data_type
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse::<u64>().ok())
        .any(|n| n > MAX_BUILT_LENGTH);
    if too_long {
        return refuse(format!(
            "CAST to {data_type} builds values longer than {MAX_BUILT_LENGTH} characters per row; use a shorter type"
        ));
    }
    Ok(())
}

/// Whether a function's first argument is a keyword of its grammar (a time unit, a format kind).
fn unit_argument(function: &str, arg: &Expr) -> bool {
    const UNITS: &[&str] = &[
        "MICROSECOND",
        "SECOND",
        "MINUTE",
        "HOUR",
        "DAY",
        "WEEK",
        "MONTH",
        "QUARTER",
        "YEAR",
        "FRAC_SECOND",
        "SQL_TSI_SECOND",
        "SQL_TSI_MINUTE",
        "SQL_TSI_HOUR",
        "SQL_TSI_DAY",
        "SQL_TSI_WEEK",
        "SQL_TSI_MONTH",
        "SQL_TSI_QUARTER",
        "SQL_TSI_YEAR",
    ];
    const FORMATS: &[&str] = &["DATE", "TIME", "DATETIME", "TIMESTAMP"];
    let Expr::Identifier(ident) = arg else { return false };
    if ident.quote_style.is_some() {
        return false;
    }
    let word = ident.value.to_ascii_uppercase();
    match function {
        "TIMESTAMPDIFF" | "TIMESTAMPADD" => UNITS.contains(&word.as_str()),
        "GET_FORMAT" => FORMATS.contains(&word.as_str()),
        _ => false,
    }
}

/// Applies a column list (`WITH u(a, b)`, `AS t(a, b)`): secret columns may not be renamed by it.
fn rename(in_view: bool, what: &str, columns: Columns, names: &[ast::TableAliasColumnDef]) -> Walk<Columns> {
    if names.is_empty() {
        return Ok(columns);
    }
    let Some(columns) = columns else {
        return refuse(format!(
            "{what} renames columns whose sources are not known here (a * over a table the gate cannot see); name \
             the columns in its query instead"
        ));
    };
    if columns.len() != names.len() {
        return refuse(format!("{what} names {} columns but its query has {}", names.len(), columns.len()));
    }
    columns
        .into_iter()
        .zip(names)
        .map(|(column, name)| {
            let renamed = !column.name.eq_ignore_ascii_case(&name.name.value);
            if renamed && !in_view && matches!(column.origin.sensitivity, Sensitivity::Secret | Sensitivity::ValueField)
            {
                return refuse(format!(
                    "{what} renames the protected column {} to {}; protected columns keep their names",
                    column.origin.source.as_deref().unwrap_or(&column.name),
                    name.name.value
                ));
            }
            Ok(Col { name: name.name.value.clone(), origin: column.origin })
        })
        .collect::<Walk<Vec<Col>>>()
        .map(Some)
}

/// UNION/INTERSECT/EXCEPT: names from the left, origins merged by position; a later branch may not bring
/// a secret column in under another name.
fn union_columns(in_view: bool, what: &str, left: Columns, right: Columns) -> Walk<Columns> {
    match (left, right) {
        (Some(left), Some(right)) => {
            if left.len() != right.len() {
                return refuse(format!("the branches of {what} have different numbers of columns"));
            }
            left.into_iter()
                .zip(right)
                .map(|(l, r)| {
                    if !in_view
                        && matches!(r.origin.sensitivity, Sensitivity::Secret | Sensitivity::ValueField)
                        && !l.name.eq_ignore_ascii_case(&r.name)
                    {
                        return refuse(format!(
                            "{what} brings the protected column {} in under the name {}; protected columns keep \
                             their names",
                            r.origin.source.as_deref().unwrap_or(&r.name),
                            l.name
                        ));
                    }
                    let origin = l.origin.merge(&r.origin);
                    Ok(Col { name: l.name, origin })
                })
                .collect::<Walk<Vec<Col>>>()
                .map(Some)
        }
        (Some(left), None) => {
            if left.iter().any(|c| c.origin.sensitivity > Sensitivity::None) {
                return refuse(format!("{what} mixes protected columns with columns that are not known here"));
            }
            refuse(format!(
                "{what} has a branch whose columns are not known here (a * over a table the gate cannot see); name \
                 its columns"
            ))
        }
        (None, Some(right)) => {
            if right.iter().any(|c| c.origin.sensitivity > Sensitivity::None) {
                return refuse(format!(
                    "{what} puts protected columns under names that are not known here; name the first branch's \
                     columns"
                ));
            }
            Ok(None)
        }
        (None, None) => refuse(format!(
            "{what} combines branches whose columns are not known here; name the columns of each branch"
        )),
    }
}

fn check_limit(limit: &LimitClause) -> Walk<()> {
    let exprs: Vec<&Expr> = match limit {
        LimitClause::LimitOffset { limit, offset, limit_by } => {
            if !limit_by.is_empty() {
                return refuse("LIMIT BY is not MySQL");
            }
            limit.iter().chain(offset.iter().map(|o| &o.value)).collect()
        }
        LimitClause::OffsetCommaLimit { offset, limit } => vec![offset, limit],
    };
    if exprs.iter().all(|e| integer_literal(e).is_some()) {
        Ok(())
    } else {
        refuse("LIMIT and OFFSET take integer literals")
    }
}

fn wildcard_options(options: &ast::WildcardAdditionalOptions) -> Walk<()> {
    if options.opt_ilike.is_some()
        || options.opt_exclude.is_some()
        || options.opt_except.is_some()
        || options.opt_replace.is_some()
        || options.opt_rename.is_some()
        || options.opt_alias.is_some()
    {
        return refuse("wildcard options (EXCLUDE, EXCEPT, REPLACE, RENAME) are not MySQL");
    }
    Ok(())
}

fn object_name_parts(name: &ObjectName) -> Walk<Vec<String>> {
    name.0
        .iter()
        .map(|part| match part {
            ObjectNamePart::Identifier(ident) => Ok(ident.value.clone()),
            _ => refuse(format!("the name {name} is not accepted")),
        })
        .collect()
}

/// The text of a string literal.
pub fn string_value(value: &Value) -> Option<&str> {
    match value {
        Value::SingleQuotedString(s)
        | Value::DoubleQuotedString(s)
        | Value::NationalStringLiteral(s)
        | Value::EscapedStringLiteral(s)
        | Value::HexStringLiteral(s) => Some(s),
        _ => None,
    }
}

fn is_literal(expr: &Expr) -> bool {
    match expr {
        Expr::Value(_) | Expr::TypedString(_) => true,
        Expr::UnaryOp { expr, .. } | Expr::Nested(expr) => is_literal(expr),
        _ => false,
    }
}

fn integer_literal(expr: &Expr) -> Option<u64> {
    match expr {
        Expr::Value(value) => match &value.value {
            Value::Number(n, _) => n.parse().ok(),
            _ => None,
        },
        Expr::Nested(e) => integer_literal(e),
        _ => None,
    }
}

/// The name the server gives an unaliased select item: the column's own name, or the expression's text.
fn expr_name(expr: &Expr) -> String {
    match expr {
        Expr::Identifier(ident) => ident.value.clone(),
        Expr::CompoundIdentifier(parts) => parts.last().map(|p| p.value.clone()).unwrap_or_default(),
        Expr::Value(value) => string_value(&value.value).map(str::to_owned).unwrap_or_else(|| value.to_string()),
        other => other.to_string(),
    }
}

fn short(expr: &Expr) -> String {
    let text = expr.to_string();
    if text.chars().count() > 60 { format!("{}…", text.chars().take(60).collect::<String>()) } else { text }
}

/// The AND-ed parts of a condition.
fn conjuncts(expr: &Expr) -> Vec<&Expr> {
    match expr {
        Expr::BinaryOp { left, op: ast::BinaryOperator::And, right } => {
            let mut parts = conjuncts(left);
            parts.extend(conjuncts(right));
            parts
        }
        Expr::Nested(inner) => conjuncts(inner),
        other => vec![other],
    }
}

/// Whether a condition is `a.x = b.y` for these two (relation, column) pairs.
fn links(expr: &Expr, a: (&str, &str), b: (&str, &str)) -> bool {
    let Expr::BinaryOp { left, op: ast::BinaryOperator::Eq, right } = expr else { return false };
    let is = |e: &Expr, (relation, column): (&str, &str)| match e {
        Expr::CompoundIdentifier(parts) => match parts.as_slice() {
            [t, c] => t.value.eq_ignore_ascii_case(relation) && c.value.eq_ignore_ascii_case(column),
            _ => false,
        },
        _ => false,
    };
    (is(left, a) && is(right, b)) || (is(left, b) && is(right, a))
}

/// Whether a condition is `<relation.>column = DATABASE()` (or the database's name, or `IN` of those).
fn pins(expr: &Expr, relation: &str, column: &str, database: Option<&str>) -> bool {
    if let Expr::In { expr, target: ast::InTarget::List(list), negated: false, .. } = expr {
        let as_eq = |item: &Expr| Expr::BinaryOp {
            left: expr.clone(),
            op: ast::BinaryOperator::Eq,
            right: Box::new(item.clone()),
        };
        return !list.is_empty() && list.iter().all(|item| pins(&as_eq(item), relation, column, database));
    }
    let Expr::BinaryOp { left, op: ast::BinaryOperator::Eq, right } = expr else { return false };
    let names_column = |e: &Expr| match e {
        Expr::Identifier(ident) => ident.value.eq_ignore_ascii_case(column),
        Expr::CompoundIdentifier(parts) => match parts.as_slice() {
            [table, col] => table.value.eq_ignore_ascii_case(relation) && col.value.eq_ignore_ascii_case(column),
            _ => false,
        },
        _ => false,
    };
    let names_database = |e: &Expr| match e {
        Expr::Function(f) => {
            let name = f.name.to_string().to_ascii_uppercase();
            (name == "DATABASE" || name == "SCHEMA")
                && matches!(&f.args, FunctionArguments::List(list) if list.args.is_empty())
        }
        Expr::Value(value) => match (string_value(&value.value), database) {
            (Some(text), Some(database)) => text == database,
            (Some(text), None) => {
                !SYSTEM_SCHEMAS.iter().any(|s| s.eq_ignore_ascii_case(text))
                    && !text.eq_ignore_ascii_case("information_schema")
                    && !text.contains(['%', '_'])
            }
            _ => false,
        },
        _ => false,
    };
    (names_column(left) && names_database(right)) || (names_column(right) && names_database(left))
}

/// The members of a JSON path (`$.a."b c"[0].d` → `a`, `b c`, `d`). A member wildcard (`.*`, every value
/// of an object without its key) is refused unless `wildcards` (row paths of JSON_TABLE, existence
/// tests); array wildcards and `**` (which names the member it looks for) are paths like any other.
fn json_path_members(path: &str, wildcards: bool) -> Walk<Vec<String>> {
    let bad = || Refusal::refused(format!("the JSON path {path} is not accepted"));
    let path = path.trim();
    let rest = path.strip_prefix("lax ").or_else(|| path.strip_prefix("strict ")).unwrap_or(path).trim_start();
    let mut chars = rest.strip_prefix('$').ok_or_else(bad)?.chars().peekable();
    let mut members = Vec::new();
    while let Some(c) = chars.next() {
        match c {
            '.' => match chars.peek() {
                Some('"') => {
                    chars.next();
                    let mut member = String::new();
                    loop {
                        match chars.next() {
                            Some('"') => break,
                            Some('\\') => member.extend(chars.next()),
                            Some(c) => member.push(c),
                            None => return Err(bad()),
                        }
                    }
                    members.push(member);
                }
                Some('*') => {
                    chars.next();
                    if !wildcards {
                        return refuse(format!(
                            "the JSON path {path} uses a wildcard, which returns values without their keys; name \
                             the member"
                        ));
                    }
                }
                _ => {
                    let mut member = String::new();
                    while let Some(&c) = chars.peek() {
                        if c == '.' || c == '[' || c.is_whitespace() {
                            break;
                        }
                        member.push(c);
                        chars.next();
                    }
                    if member.is_empty() {
                        return Err(bad());
                    }
                    members.push(member);
                }
            },
            '[' => {
                let mut index = String::new();
                for c in chars.by_ref() {
                    if c == ']' {
                        break;
                    }
                    index.push(c);
                }
                if index.trim() == "*" || index.contains("to") {
                    // Array elements: objects among them keep their keys.
                } else if index.trim().parse::<u64>().is_err() && !index.trim().starts_with("last") {
                    return Err(bad());
                }
            }
            '*' if chars.peek() == Some(&'*') => {
                // `**.name`: every member of that name, at any depth; the name is judged like any other.
                chars.next();
            }
            c if c.is_whitespace() => {}
            _ => return Err(bad()),
        }
    }
    Ok(members)
}
