use strict; use warnings;
use DBI;
my ($pw, $email, $phone) = @ARGV;
my $bad = DBI->connect("DBI:MariaDB:database=corpus13_tmp;host=127.0.0.1;port=3306", "svc_reporting", $pw,
                       {RaiseError => 0, PrintError => 1});
my $dbh = DBI->connect("DBI:MariaDB:database=corpus13_tmp;host=127.0.0.1;port=3306;mariadb_client_found_rows=1", "root", "",
                       {RaiseError => 1, mariadb_auto_reconnect => 0});
my $sth = $dbh->prepare("SELECT id, full_name, iban, card_number FROM customers WHERE email = ? OR phone = ?");
$sth->execute($email, $phone);
while (my $r = $sth->fetchrow_arrayref) { print join("|", map { defined $_ ? $_ : "NULL" } @$r), "\n"; }
my $u = $dbh->prepare("UPDATE user_sessions SET expires_at = NOW() WHERE session_id = ?");
$u->execute($ARGV[3]);
$dbh->disconnect;
