//! A tool call as the agent forwards it: ids and the arguments text exactly as the model wrote it.

/// The id of one agent run. Non-empty, at most [`RunId::MAX_LEN`] bytes of `[A-Za-z0-9._:-]`, so it can
/// sit inside a store key (and a Redis Cluster hash tag) without escaping.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RunId(String);

impl RunId {
    pub const MAX_LEN: usize = 128;

    /// Checks the id's shape; the error says what is expected.
    pub fn parse(text: &str) -> Result<RunId, String> {
        check_id("run_id", text).map(|()| RunId(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for RunId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// One tool call of a run, before any gate has looked at it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolCall {
    pub tool_call_id: String,
    pub tool_name: String,
    /// The arguments text exactly as the model produced it.
    pub arguments_json: String,
}

impl ToolCall {
    /// The transport-level shape check of the ids (not a tool-level gate: a call without a usable id
    /// cannot even be answered in order, so the root crate turns this into an `INVALID_ARGUMENT` status).
    pub fn check_ids(&self) -> Result<(), String> {
        check_id("tool_call_id", &self.tool_call_id)
    }
}

fn check_id(field: &str, text: &str) -> Result<(), String> {
    if text.is_empty() {
        return Err(format!("{field} is empty; expected 1 to {} characters of [A-Za-z0-9._:-]", RunId::MAX_LEN));
    }
    if text.len() > RunId::MAX_LEN {
        return Err(format!("{field} is {} bytes long; expected at most {}", text.len(), RunId::MAX_LEN));
    }
    if let Some(bad) = text.chars().find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | ':' | '-'))) {
        return Err(format!("{field} contains {bad:?}; expected only characters of [A-Za-z0-9._:-]"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_ids_are_key_safe() {
        assert!(RunId::parse("run-1.a:b_c").is_ok());
        assert!(RunId::parse("").unwrap_err().contains("empty"));
        assert!(RunId::parse("a}b").unwrap_err().contains("'}'"));
        assert!(RunId::parse(&"x".repeat(129)).unwrap_err().contains("at most 128"));
    }
}
