//! Which server variables a read may see. Variable names describe themselves: those whose values are
//! filesystem locations, network endpoints, identities, credentials, key material, or statements run on
//! connect are withheld — in `SELECT @@name` (refused) and in `SHOW VARIABLES`/`SHOW STATUS` rows
//! (dropped); limits, counters, modes and versions are what diagnosis needs, and stay.

/// Name parts (split on `_`) that mark a sensitive variable.
const SENSITIVE_PARTS: &[&str] = &[
    "dir", "file", "path", "basedir", "datadir", "tmpdir", "basename", "socket", "host", "hostname", "port", "address",
    "bind", "password", "passwd", "auth", "secure", "pid", "uuid", "uid", "compile", "wsrep", "networks",
];
/// Parts that are key material when they follow `ssl`/`tls` (`ssl_key`, `ssl_ca`; not `key_buffer_size`).
const TLS_MATERIAL: &[&str] = &["key", "cert", "ca", "capath", "crl", "crlpath"];

/// Whole names that are sensitive although no part says so.
const SENSITIVE_NAMES: &[&str] = &["log_error", "log_bin_index", "relay_log", "relay_log_index", "report_user"];

/// Whether a variable's value may reveal the server's files, endpoints, identities or credentials.
pub fn is_sensitive(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    let lower = lower.trim_start_matches('@');
    let lower = lower.strip_prefix("global.").or_else(|| lower.strip_prefix("session.")).unwrap_or(lower);
    let parts: Vec<&str> = lower.split('_').collect();
    SENSITIVE_NAMES.contains(&lower)
        || parts.iter().any(|part| SENSITIVE_PARTS.contains(part))
        // Statements run on connect (`init_connect`, `init_file`).
        || parts.first() == Some(&"init")
        || (parts.iter().any(|p| matches!(*p, "ssl" | "tls")) && parts.iter().any(|p| TLS_MATERIAL.contains(p)))
}

/// A `LIKE` pattern for `SHOW VARIABLES`/`SHOW STATUS` must ask for something specific: at least three
/// characters that are not wildcards.
pub fn pattern_problem(pattern: &str) -> Option<String> {
    let literal = pattern.chars().filter(|c| !matches!(c, '%' | '_')).count();
    (literal < 3).then(|| {
        format!("the LIKE pattern '{pattern}' matches almost every variable; name at least three characters of it")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_endpoints_and_identities_are_sensitive_limits_are_not() {
        for name in [
            "datadir",
            "basedir",
            "plugin_dir",
            "tmpdir",
            "log_error",
            "general_log_file",
            "slow_query_log_file",
            "pid_file",
            "socket",
            "hostname",
            "port",
            "bind_address",
            "secure_file_priv",
            "character_sets_dir",
            "version_compile_os",
            "ssl_key",
            "wsrep_sst_auth",
            "init_connect",
            "server_uuid",
            "GLOBAL.hostname",
        ] {
            assert!(is_sensitive(name), "{name}");
        }
        for name in [
            "max_connections",
            "innodb_buffer_pool_size",
            "version",
            "version_comment",
            "time_zone",
            "system_time_zone",
            "sql_mode",
            "tx_isolation",
            "max_user_connections",
            "long_query_time",
            "Threads_connected",
            "Uptime",
            "Handler_read_rnd_next",
            "wait_timeout",
            "key_buffer_size",
            "have_ssl",
            "server_id",
            "gtid_binlog_pos",
            "ssl_cipher",
        ] {
            assert!(!is_sensitive(name), "{name}");
        }
    }

    #[test]
    fn broad_patterns_are_refused() {
        assert!(pattern_problem("%").is_some());
        assert!(pattern_problem("%_%").is_some());
        assert!(pattern_problem("a%").is_some());
        assert!(pattern_problem("Threads%").is_none());
        assert!(pattern_problem("max_connections").is_none());
    }
}
