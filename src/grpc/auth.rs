//! Who may call the API. With token files configured (`TOOLHARNESS_AGENT_TOKENS_FILE`,
//! `TOOLHARNESS_OPERATOR_TOKENS_FILE`, one token a line), every `toolharness.v1` request must carry
//! `authorization: Bearer <token>`: missing or unknown → `UNAUTHENTICATED`. The token's file gives the
//! role: an agent lists and calls tools, holds Sessions, releases and reads audit records; an operator may
//! also read raw payloads. Without token files every caller is an agent (and the older
//! `x-toolharness-operator-token` header still makes an operator).
//!
//! Tokens are kept as SHA-256 digests and compared in constant time against every known one, so neither
//! response times nor logs tell anything about them; a refusal is logged with the peer and the reason only.

use std::path::PathBuf;
use std::sync::Arc;

use sha2::{Digest, Sha256};
use tonic::{Request, Status};

use crate::fault::Fault;

use super::watched::Watched;
use crate::config::{ENV_AGENT_TOKENS_FILE, ENV_OPERATOR_TOKENS_FILE};

/// The metadata key carrying the operator token of `TOOLHARNESS_OPERATOR_TOKEN` (kept for existing clients).
pub const OPERATOR_TOKEN_HEADER: &str = "x-toolharness-operator-token";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Agent,
    Operator,
}

/// The configured tokens (digests), by role.
struct Known(Vec<([u8; 32], Role)>);

pub struct Tokens {
    known: Watched<Known>,
}

impl Tokens {
    /// Reads the files now (an unreadable or empty file stops the start, naming its setting).
    pub fn load(agent: Option<PathBuf>, operator: Option<PathBuf>) -> Result<Option<Tokens>, String> {
        if agent.is_none() && operator.is_none() {
            return Ok(None);
        }
        let paths: Vec<PathBuf> = agent.iter().chain(operator.iter()).cloned().collect();
        let known = Watched::new("bearer tokens", paths, move || {
            let mut known = Vec::new();
            for (setting, path, role) in
                [(ENV_AGENT_TOKENS_FILE, &agent, Role::Agent), (ENV_OPERATOR_TOKENS_FILE, &operator, Role::Operator)]
            {
                let Some(path) = path else { continue };
                let text = std::fs::read_to_string(path)
                    .map_err(|e| format!("{setting}: cannot read {}: {e}", path.display()))?;
                let before = known.len();
                for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
                    if line.len() < 16 {
                        return Err(format!(
                            "{setting}: {} holds a token shorter than 16 characters; use long random tokens",
                            path.display()
                        ));
                    }
                    known.push((digest(line), role));
                }
                if known.len() == before {
                    return Err(format!("{setting}: {} holds no token", path.display()));
                }
            }
            Ok(Known(known))
        })?;
        Ok(Some(Tokens { known }))
    }

    /// The role of a presented token, if it is a known one. Every known digest is compared, whatever
    /// matches, in constant time.
    fn role(&self, token: &str) -> Option<Role> {
        let presented = digest(token);
        let known = self.known.get();
        let mut found = None;
        for (candidate, role) in &known.0 {
            let difference = candidate.iter().zip(presented.iter()).fold(0u8, |acc, (a, b)| acc | (a ^ b));
            if std::hint::black_box(difference) == 0 {
                found = Some(*role);
            }
        }
        found
    }
}

impl Tokens {
    /// The role of the caller presenting the `authorization` header `header` (gRPC metadata or HTTP, the
    /// same text); a refusal is logged with the peer and the reason, never the token.
    pub fn authenticate(&self, header: Option<&str>, peer: &str) -> Result<Role, Fault> {
        let Some(header) = header else {
            tracing::warn!(%peer, reason = "no authorization header", "request refused");
            return Err(Fault::Unauthenticated("this sidecar requires `authorization: Bearer <token>`".into()));
        };
        let token = header
            .trim()
            .split_once(' ')
            .and_then(|(scheme, token)| scheme.eq_ignore_ascii_case("bearer").then(|| token.trim()));
        let Some(token) = token else {
            tracing::warn!(%peer, reason = "authorization is not a Bearer token", "request refused");
            return Err(Fault::Unauthenticated("the authorization header must be `Bearer <token>`".into()));
        };
        match self.role(token) {
            Some(role) => Ok(role),
            None => {
                tracing::warn!(%peer, reason = "unknown bearer token", "request refused");
                Err(Fault::Unauthenticated("the bearer token is not valid".into()))
            }
        }
    }
}

fn digest(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// Constant-time equality of two secrets of any length (their lengths may show).
fn same_secret(given: &str, expected: &str) -> bool {
    given.len() == expected.len()
        && std::hint::black_box(given.bytes().zip(expected.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b))) == 0
}

/// The interceptor in front of `toolharness.v1.ToolHarness`: authenticates, then leaves the [`Role`] in
/// the request's extensions for the handlers.
#[derive(Clone)]
pub struct Authenticate {
    tokens: Option<Arc<Tokens>>,
    operator_token: Option<Arc<str>>,
}

impl Authenticate {
    pub fn new(tokens: Option<Arc<Tokens>>, operator_token: Option<String>) -> Authenticate {
        Authenticate { tokens, operator_token: operator_token.map(Arc::from) }
    }

    fn role(&self, request: &Request<()>) -> Result<Role, Status> {
        let mut role = match &self.tokens {
            None => Role::Agent,
            Some(tokens) => {
                let peer = request.remote_addr().map(|a| a.to_string()).unwrap_or_default();
                let header = request.metadata().get("authorization").map(|value| value.to_str().unwrap_or(""));
                tokens.authenticate(header, &peer)?
            }
        };
        if let Some(expected) = &self.operator_token
            && let Some(given) = request.metadata().get(OPERATOR_TOKEN_HEADER).and_then(|v| v.to_str().ok())
            && same_secret(given, expected)
        {
            role = Role::Operator;
        }
        Ok(role)
    }
}

impl tonic::service::Interceptor for Authenticate {
    fn call(&mut self, mut request: Request<()>) -> Result<Request<()>, Status> {
        let role = self.role(&request)?;
        request.extensions_mut().insert(role);
        Ok(request)
    }
}

/// The caller's role, as the interceptor found it.
pub fn role<T>(request: &Request<T>) -> Role {
    request.extensions().get::<Role>().copied().unwrap_or(Role::Agent)
}
