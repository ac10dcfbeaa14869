//! Phase A, gate 2: the strict parse of a tool's arguments.
//!
//! Every evidence tool takes exactly `{"previous_observation": <evaluation or null>, "input": {...}}`.
//! Unknown fields at any depth, duplicate fields, trailing tokens, wrong types (no coercion: `"5"` is not
//! `5`, `5.0` is not an integer), missing required fields and non-JSON are refused with the JSON path of
//! the problem and what was expected. After the shape, [`ValidateInput`] checks the bounds of the values.
//!
//! A parsed input is kept as [`CanonicalInput`]: the typed value re-serialised with sorted keys and no
//! insignificant whitespace, so that two calls with the same input have the same text (duplicate scope)
//! and the canonical record stores exactly what the executor received.

use std::marker::PhantomData;

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::{ErrorCode, Refusal};

/// The model's judgement of the previous `FOUND` result (the progress protocol).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Evaluation {
    /// The id of the pending call whose result is being evaluated.
    pub tool_call_id: String,
    /// Whether that result moved the investigation forward.
    pub verdict: Verdict,
    /// An optional short reason (at most 500 characters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Verdict {
    Gained,
    NoGain,
}

/// The wire shape of a tool's arguments, generic over the tool's input type (also the source of the
/// JSON Schema shown in the catalog).
#[derive(Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "ToolArguments")]
struct Arguments<I> {
    /// The evaluation of the previous FOUND result, or null when nothing is pending.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    previous_observation: Option<Evaluation>,
    /// The tool's own input.
    input: I,
}

/// A tool input in canonical form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CanonicalInput {
    value: serde_json::Value,
    text: String,
}

impl CanonicalInput {
    /// Canonicalises any serialisable input: sorted object keys, compact text.
    pub fn from_serializable<T: Serialize>(input: &T) -> Result<CanonicalInput, serde_json::Error> {
        // serde_json's Map is a BTreeMap (no `preserve_order` feature in this workspace): keys come out sorted.
        let value = serde_json::to_value(input)?;
        let text = serde_json::to_string(&value)?;
        Ok(CanonicalInput { value, text })
    }

    pub fn value(&self) -> &serde_json::Value {
        &self.value
    }

    /// The canonical JSON text: the duplicate-scope key and the recorded request.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Reads the input back into the tool's typed struct (executors and projectors do this).
    pub fn decode<I: DeserializeOwned>(&self) -> Result<I, serde_json::Error> {
        I::deserialize(&self.value)
    }

    /// [`CanonicalInput::decode`] for `tool`'s executor or projector: a failure (the input passed the
    /// tool's own contract, so it means a wiring bug) is an `INVALID_REQUEST` naming the tool.
    pub fn decode_for<I: DeserializeOwned>(&self, tool: &str) -> Result<I, crate::ToolFailure> {
        self.decode().map_err(|_| crate::ToolFailure::invalid_request(format!("the {tool} input could not be read")))
    }
}

/// A strictly parsed call: the evaluation (if any) and the canonical input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Envelope {
    pub previous_observation: Option<Evaluation>,
    pub input: CanonicalInput,
}

/// A bound a value of a parsed input broke.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// Path below `$.input`, e.g. `top_k`.
    pub field: &'static str,
    pub expected: String,
}

/// Bounds that the type alone does not say (lengths, ranges, formats).
pub trait ValidateInput {
    fn validate(&self) -> Result<(), FieldError>;
}

/// The object-safe contract of one tool's arguments, as the pipeline and the catalog see it.
pub trait InputContract: Send + Sync {
    /// Gate 2: parses the arguments text exactly, or says where and why not.
    fn parse(&self, arguments_json: &str) -> Result<Envelope, Refusal>;
    /// JSON Schema of the arguments (for `ListTools`).
    fn arguments_schema(&self) -> serde_json::Value;
}

/// The [`InputContract`] of a typed input struct `I` (which must itself be `deny_unknown_fields`).
pub struct TypedContract<I> {
    max_arguments_bytes: usize,
    _input: PhantomData<fn() -> I>,
}

impl<I> TypedContract<I> {
    pub fn new(max_arguments_bytes: usize) -> Self {
        TypedContract { max_arguments_bytes, _input: PhantomData }
    }
}

/// The longest evaluation reason accepted, in characters.
pub const MAX_REASON_CHARS: usize = 500;

const SHAPE: &str = r#"{"previous_observation": null | {"tool_call_id": string, "verdict": "GAINED" | "NO_GAIN", "reason"?: string}, "input": {...}}"#;

impl<I> InputContract for TypedContract<I>
where
    I: DeserializeOwned + Serialize + JsonSchema + ValidateInput,
{
    fn parse(&self, arguments_json: &str) -> Result<Envelope, Refusal> {
        if arguments_json.len() > self.max_arguments_bytes {
            return Err(invalid(
                "$",
                format!("the arguments are {} bytes long", arguments_json.len()),
                format!("at most {} bytes", self.max_arguments_bytes),
                None,
            ));
        }
        if arguments_json.trim_start().starts_with('[') {
            return Err(invalid("$", "the arguments are an array".to_owned(), format!("a JSON object {SHAPE}"), None));
        }
        let mut deserializer = serde_json::Deserializer::from_str(arguments_json);
        let arguments: Arguments<I> = match serde_path_to_error::deserialize(&mut deserializer) {
            Ok(arguments) => arguments,
            Err(error) => {
                let path = json_path(&error.path().to_string());
                let inner = error.into_inner();
                return Err(from_serde_error(&path, &inner));
            }
        };
        // `end` refuses anything but whitespace after the JSON value.
        if let Err(error) = deserializer.end() {
            return Err(from_serde_error("$", &error));
        }
        // serde's derived structs also accept the sequence form (`["x", 3]` for `{"query": "x", "top_k": 3}`):
        // refuse it, since the model's text must name every field.
        if let (Ok(typed), Ok(written)) =
            (serde_json::to_value(&arguments), serde_json::from_str::<serde_json::Value>(arguments_json))
        {
            if let Some(path) = first_positional_struct(&typed, &written, "$".to_owned()) {
                return Err(invalid(
                    &path,
                    "an array was given where an object is required".to_owned(),
                    "a JSON object with named fields".to_owned(),
                    None,
                ));
            }
        }
        if let Some(evaluation) = &arguments.previous_observation {
            if let Some(reason) = &evaluation.reason {
                let chars = reason.chars().count();
                if chars > MAX_REASON_CHARS {
                    return Err(invalid(
                        "$.previous_observation.reason",
                        format!("the reason is {chars} characters long"),
                        format!("at most {MAX_REASON_CHARS} characters"),
                        None,
                    ));
                }
            }
        }
        if let Err(field_error) = arguments.input.validate() {
            return Err(invalid(
                &format!("$.input.{}", field_error.field),
                "the value is out of bounds".to_owned(),
                field_error.expected,
                None,
            ));
        }
        let input = CanonicalInput::from_serializable(&arguments.input).map_err(|_| {
            invalid("$.input", "the input cannot be re-serialised".to_owned(), "a JSON object".to_owned(), None)
        })?;
        Ok(Envelope { previous_observation: arguments.previous_observation, input })
    }

    fn arguments_schema(&self) -> serde_json::Value {
        serde_json::to_value(schemars::schema_for!(Arguments<I>)).unwrap_or_default()
    }
}

/// The first path where the typed value is an object but the written JSON is not (serde's sequence form).
fn first_positional_struct(typed: &serde_json::Value, written: &serde_json::Value, path: String) -> Option<String> {
    use serde_json::Value;
    match (typed, written) {
        (Value::Object(_), Value::Array(_)) => Some(path),
        (Value::Object(typed), Value::Object(written)) => typed.iter().find_map(|(key, typed_child)| {
            written
                .get(key)
                .and_then(|written_child| first_positional_struct(typed_child, written_child, format!("{path}.{key}")))
        }),
        (Value::Array(typed), Value::Array(written)) => typed
            .iter()
            .zip(written)
            .enumerate()
            .find_map(|(index, (t, w))| first_positional_struct(t, w, format!("{path}[{index}]"))),
        _ => None,
    }
}

/// `serde_path_to_error` writes `input.top_k` (or `.` for the root); the observation says `$.input.top_k`.
fn json_path(path: &str) -> String {
    if path == "." || path.is_empty() { "$".to_owned() } else { format!("$.{path}").replace(".[", "[") }
}

fn from_serde_error(path: &str, error: &serde_json::Error) -> Refusal {
    // serde's message ends with " at line L column C"; keep the position as separate fields.
    let message = error.to_string();
    let problem = match message.rfind(" at line ") {
        Some(cut) => message[..cut].to_owned(),
        None => message,
    };
    let expected = match error.classify() {
        serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
            "one complete JSON object and nothing after it".to_owned()
        }
        _ => SHAPE.to_owned(),
    };
    invalid(path, problem, expected, Some((error.line(), error.column())))
}

fn invalid(path: &str, problem: String, expected: String, position: Option<(usize, usize)>) -> Refusal {
    let mut refusal = Refusal::new(ErrorCode::InvalidEnvelope, format!("invalid arguments at {path}: {problem}"))
        .with_detail("path", path)
        .with_detail("problem", problem)
        .with_detail("expected", expected);
    if let Some((line, column)) = position {
        refusal = refusal.with_detail("line", line).with_detail("column", column);
    }
    refusal
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Serialize, Deserialize, JsonSchema)]
    #[serde(deny_unknown_fields)]
    struct Input {
        query: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        top_k: Option<u32>,
    }

    impl ValidateInput for Input {
        fn validate(&self) -> Result<(), FieldError> {
            match self.top_k {
                Some(k) if !(1..=10).contains(&k) => {
                    Err(FieldError { field: "top_k", expected: "an integer from 1 to 10".into() })
                }
                _ => Ok(()),
            }
        }
    }

    fn parse(text: &str) -> Result<Envelope, Refusal> {
        TypedContract::<Input>::new(4096).parse(text)
    }

    fn path_of(text: &str) -> String {
        let refusal = parse(text).unwrap_err();
        assert_eq!(refusal.code, ErrorCode::InvalidEnvelope, "{text}");
        refusal.details["path"].as_str().unwrap().to_owned()
    }

    #[test]
    fn canonical_text_ignores_key_order_and_whitespace() {
        let a = parse(r#"{"input": {"top_k": 3, "query": "disk full"}}"#).unwrap();
        let b = parse(r#"{ "previous_observation": null, "input":{"query":"disk full","top_k":3} } "#).unwrap();
        assert_eq!(a.input.text(), b.input.text());
        assert_eq!(a.input.text(), r#"{"query":"disk full","top_k":3}"#);
    }

    #[test]
    fn every_malformed_shape_is_refused_with_its_path() {
        assert_eq!(path_of(r#"{"input": {"query": "x", "extra": 1}}"#), "$.input.extra");
        assert_eq!(path_of(r#"{"input": {"query": "x"}, "extra": 1}"#), "$.extra");
        assert_eq!(path_of(r#"{"input": {"query": 5}}"#), "$.input.query");
        assert_eq!(path_of(r#"{"input": {"query": "x", "top_k": "3"}}"#), "$.input.top_k");
        assert_eq!(path_of(r#"{"input": {"query": "x", "top_k": 3.0}}"#), "$.input.top_k");
        assert_eq!(path_of(r#"{"input": {}}"#), "$.input");
        assert_eq!(path_of(r#"{"previous_observation": null}"#), "$");
        assert_eq!(path_of(r#"{"input": {"query": "x"}} {"#), "$");
        assert_eq!(path_of(r#"{"input": {"query": "x"}} trailing"#), "$");
        assert_eq!(path_of("not json"), "$");
        assert_eq!(path_of(""), "$");
        assert_eq!(path_of(r#"[{"query": "x"}]"#), "$");
        assert_eq!(path_of(r#"{"input": ["x", 3]}"#), "$.input");
        assert_eq!(
            path_of(r#"{"previous_observation": ["a", "GAINED"], "input": {"query": "x"}}"#),
            "$.previous_observation"
        );
        assert_eq!(path_of(r#"{"input": {"query": "x", "query": "y"}}"#), "$.input");
        assert_eq!(path_of(r#"{"input": {"query": "x", "top_k": 11}}"#), "$.input.top_k");
        assert_eq!(
            path_of(r#"{"previous_observation": {"tool_call_id": "a", "verdict": "MAYBE"}, "input": {"query": "x"}}"#),
            "$.previous_observation.verdict"
        );
        assert_eq!(
            path_of(
                r#"{"previous_observation": {"tool_call_id": "a", "verdict": "GAINED", "x": 1}, "input": {"query": "x"}}"#
            ),
            "$.previous_observation.x"
        );
    }

    #[test]
    fn messages_say_what_was_wrong_and_what_is_expected() {
        let refusal = parse(r#"{"input": {"query": "x", "colour": 1}}"#).unwrap_err();
        assert!(refusal.message.contains("unknown field `colour`"), "{}", refusal.message);
        let problem = refusal.details["problem"].as_str().unwrap();
        assert!(problem.contains("expected `query` or `top_k`"), "{problem}");
        let refusal = parse(r#"{"input": {"query": "x", "top_k": 0}}"#).unwrap_err();
        assert_eq!(refusal.details["expected"], "an integer from 1 to 10");
        let refusal = parse(&format!(r#"{{"input": {{"query": "{}"}}}}"#, "x".repeat(5000))).unwrap_err();
        assert_eq!(refusal.details["expected"], "at most 4096 bytes");
    }

    #[test]
    fn schema_forbids_unknown_fields() {
        let schema = TypedContract::<Input>::new(10).arguments_schema();
        let text = schema.to_string();
        assert!(text.contains("\"additionalProperties\":false"), "{text}");
        assert!(text.contains("previous_observation"));
    }
}
