//! The API as it is exposed off loopback: TLS with certificates made here (rcgen), bearer tokens by role,
//! mTLS, certificate rotation, and the refusal to listen off loopback without them. The clients are tonic
//! clients over real sockets; failures are checked by their gRPC codes.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rcgen::{BasicConstraints, CertificateParams, ExtendedKeyUsagePurpose, IsCa, Issuer, KeyPair};
use tonic::transport::{Certificate, Channel, ClientTlsConfig, Identity};
use tonic::{Code, Request, Status};
use toolharness::config::TlsFiles;
use toolharness::pb;
use toolharness::pb::tool_harness_client::ToolHarnessClient;
use toolharness::{App, Config};

use crate::support::{self, FOUND_QUERIES, lookup};

const AGENT_TOKEN: &str = "agent-token-0123456789abcdef";
const OPERATOR_TOKEN: &str = "operator-token-0123456789abcdef";

/// A certificate authority that signs server and client certificates.
struct Authority {
    pem: String,
    issuer: Issuer<'static, KeyPair>,
}

impl Authority {
    fn new(name: &str) -> Authority {
        let key = KeyPair::generate().unwrap();
        let mut params = CertificateParams::new(Vec::<String>::new()).unwrap();
        params.distinguished_name.push(rcgen::DnType::CommonName, name);
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        let pem = params.self_signed(&key).unwrap().pem();
        Authority { pem, issuer: Issuer::new(params, key) }
    }

    /// (certificate PEM, key PEM) for `localhost`, for a server or a client.
    fn sign(&self, purpose: ExtendedKeyUsagePurpose) -> (String, String) {
        self.sign_for("localhost", purpose)
    }

    /// (certificate PEM, key PEM) for `name` (a host name or an IP address).
    fn sign_for(&self, name: &str, purpose: ExtendedKeyUsagePurpose) -> (String, String) {
        let key = KeyPair::generate().unwrap();
        let mut params = CertificateParams::new(vec![name.to_owned()]).unwrap();
        params.extended_key_usages = vec![purpose];
        (params.signed_by(&key, &self.issuer).unwrap().pem(), key.serialize_pem())
    }
}

/// The server's files: its certificate and key, the client CA, the token files.
struct Files {
    dir: tempfile::TempDir,
}

impl Files {
    fn new() -> Files {
        Files { dir: tempfile::tempdir().unwrap() }
    }

    fn write(&self, name: &str, text: &str) -> PathBuf {
        let path = self.dir.path().join(name);
        // Written aside and renamed, as a Secret update is: the server never reads half a file.
        let staged = self.dir.path().join(format!(".{name}.tmp"));
        std::fs::write(&staged, text).unwrap();
        std::fs::rename(&staged, &path).unwrap();
        path
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }
}

fn server_tls(files: &Files, authority: &Authority, client_ca: Option<&Path>) -> TlsFiles {
    let (cert, key) = authority.sign(ExtendedKeyUsagePurpose::ServerAuth);
    TlsFiles {
        cert: files.write("tls.crt", &cert),
        key: files.write("tls.key", &key),
        client_ca: client_ca.map(Path::to_path_buf),
    }
}

/// A channel over TLS trusting `ca`, with a client certificate if given. Lazy: a failed handshake shows
/// as the first call's status.
fn channel(addr: std::net::SocketAddr, ca: &str, identity: Option<&(String, String)>) -> Channel {
    let mut tls = ClientTlsConfig::new().ca_certificate(Certificate::from_pem(ca)).domain_name("localhost");
    if let Some((cert, key)) = identity {
        tls = tls.identity(Identity::from_pem(cert, key));
    }
    Channel::from_shared(format!("https://{addr}")).unwrap().tls_config(tls).unwrap().connect_lazy()
}

/// Adds the bearer header (if any) to every request.
type Attach = Box<dyn FnMut(Request<()>) -> Result<Request<()>, Status> + Send>;
type Client = ToolHarnessClient<tonic::service::interceptor::InterceptedService<Channel, Attach>>;

/// A client sending `authorization: Bearer <token>` (or nothing).
fn client(channel: Channel, token: Option<&str>) -> Client {
    let header = token.map(|t| format!("Bearer {t}").parse::<tonic::metadata::MetadataValue<_>>().unwrap());
    let attach: Attach = Box::new(move |mut request| {
        if let Some(header) = &header {
            request.metadata_mut().insert("authorization", header.clone());
        }
        Ok(request)
    });
    ToolHarnessClient::with_interceptor(channel, attach)
}

/// A call refused at the TLS handshake: no gRPC status came from the server, so the client's transport
/// reports it (`UNAVAILABLE` before a connection exists, `UNKNOWN` with "transport error" once it broke),
/// and `cause` names why.
fn assert_refused_at_handshake(status: &Status, cause: &str) {
    assert!(matches!(status.code(), Code::Unavailable | Code::Unknown), "{status:?}");
    let described = format!("{status:?}");
    assert!(described.contains("transport error") || status.code() == Code::Unavailable, "{described}");
    assert!(described.contains(cause), "expected {cause:?} in {described}");
}

fn call_request(run: &str, id: &str, arguments: &str) -> pb::CallRequest {
    pb::CallRequest { run_id: run.into(), call: Some(support::tool_call(id, "lookup_knowledge", arguments)) }
}

fn get(run: &str, id: &str, include_raw: bool) -> pb::GetInvocationRequest {
    pb::GetInvocationRequest { run_id: run.into(), tool_call_id: id.into(), include_raw }
}

#[tokio::test]
async fn tls_with_bearer_tokens_admits_by_role_and_refuses_the_rest() {
    let (files, authority) = (Files::new(), Authority::new("test CA"));
    let config = Config {
        tls: Some(server_tls(&files, &authority, None)),
        agent_tokens_file: Some(files.write("agents", &format!("# agents\n{AGENT_TOKEN}\n"))),
        operator_tokens_file: Some(files.write("operators", &format!("{OPERATOR_TOKEN}\n"))),
        ..Config::default()
    };
    let server = support::serve(config).await;
    let tls = || channel(server.addr, &authority.pem, None);

    // The agent calls tools and reads audit records, without raw payloads.
    let mut agent = client(tls(), Some(AGENT_TOKEN));
    let observation = agent.call(call_request("tls", "c1", &lookup(FOUND_QUERIES[0]))).await.unwrap().into_inner();
    assert_eq!(observation.observation.unwrap().evidence_status(), pb::EvidenceStatus::Found);
    let record = agent.get_invocation(get("tls", "c1", false)).await.unwrap().into_inner().invocation.unwrap();
    assert!(record.raw_json.is_empty() && !record.agent_result_json.is_empty());
    let denied = agent.get_invocation(get("tls", "c1", true)).await.unwrap_err();
    assert_eq!(denied.code(), Code::PermissionDenied, "{denied:?}");
    let listed = agent.list_invocations(pb::ListInvocationsRequest { run_id: "tls".into(), include_raw: true }).await;
    assert_eq!(listed.unwrap_err().code(), Code::PermissionDenied);

    // The operator reads raw payloads.
    let mut operator = client(tls(), Some(OPERATOR_TOKEN));
    let record = operator.get_invocation(get("tls", "c1", true)).await.unwrap().into_inner().invocation.unwrap();
    assert_eq!(contract::sha256_hex(record.raw_json.as_bytes()), record.raw_sha256);

    // No token, an unknown token, a token that is a prefix of a real one: UNAUTHENTICATED, nothing ran.
    for token in [None, Some("agent-token-wrong-0123456789"), Some(&AGENT_TOKEN[..AGENT_TOKEN.len() - 1])] {
        let refused = client(tls(), token).call(call_request("tls2", "c1", &lookup(FOUND_QUERIES[1]))).await;
        let status = refused.unwrap_err();
        assert_eq!(status.code(), Code::Unauthenticated, "{token:?}: {status:?}");
        assert!(!status.message().contains("agent-token"), "the token is echoed: {status:?}");
    }
    let records = operator.list_invocations(pb::ListInvocationsRequest { run_id: "tls2".into(), include_raw: false });
    assert!(records.await.unwrap().into_inner().invocations.is_empty());

    // Plain text to the TLS port, and TLS trusting another CA, get no answer from the service.
    let plain = Channel::from_shared(format!("http://{}", server.addr)).unwrap().connect_lazy();
    let status = client(plain, Some(AGENT_TOKEN)).list_tools(pb::ListToolsRequest {}).await.unwrap_err();
    assert_refused_at_handshake(&status, "");
    let stranger = Authority::new("another CA");
    let status = client(channel(server.addr, &stranger.pem, None), Some(AGENT_TOKEN))
        .list_tools(pb::ListToolsRequest {})
        .await
        .unwrap_err();
    assert_refused_at_handshake(&status, "UnknownIssuer");
}

#[tokio::test]
async fn mtls_admits_clients_of_the_ca_only() {
    let (files, authority) = (Files::new(), Authority::new("client CA"));
    let client_ca = files.write("client-ca.crt", &authority.pem);
    let config = Config { tls: Some(server_tls(&files, &authority, Some(&client_ca))), ..Config::default() };
    let server = support::serve(config).await;

    let identity = authority.sign(ExtendedKeyUsagePurpose::ClientAuth);
    let mut trusted = client(channel(server.addr, &authority.pem, Some(&identity)), None);
    let observation = trusted.call(call_request("mtls", "c1", &lookup(FOUND_QUERIES[2]))).await.unwrap().into_inner();
    assert_eq!(observation.observation.unwrap().status(), pb::ObservationStatus::Ready);
    // A verified client is an agent: raw payloads stay the operator's.
    let denied = trusted.get_invocation(get("mtls", "c1", true)).await.unwrap_err();
    assert_eq!(denied.code(), Code::PermissionDenied);

    let stranger = Authority::new("another CA").sign(ExtendedKeyUsagePurpose::ClientAuth);
    for (identity, alert) in [(None, "CertificateRequired"), (Some(&stranger), "UnknownCA")] {
        let status = client(channel(server.addr, &authority.pem, identity), None)
            .call(call_request("mtls2", "c1", &lookup(FOUND_QUERIES[3])))
            .await
            .unwrap_err();
        assert_refused_at_handshake(&status, alert);
    }
    let records = trusted.list_invocations(pb::ListInvocationsRequest { run_id: "mtls2".into(), include_raw: false });
    assert!(records.await.unwrap().into_inner().invocations.is_empty());
}

#[tokio::test]
async fn a_rotated_certificate_and_token_file_are_used_without_a_restart() {
    let (files, first) = (Files::new(), Authority::new("first CA"));
    let config = Config {
        tls: Some(server_tls(&files, &first, None)),
        agent_tokens_file: Some(files.write("agents", &format!("{AGENT_TOKEN}\n"))),
        ..Config::default()
    };
    let server = support::serve(config).await;
    let mut before = client(channel(server.addr, &first.pem, None), Some(AGENT_TOKEN));
    before.list_tools(pb::ListToolsRequest {}).await.unwrap();

    // cert-manager renews: a certificate of another CA in the same files; the token is rotated too.
    let second = Authority::new("second CA");
    let (cert, key) = second.sign(ExtendedKeyUsagePurpose::ServerAuth);
    files.write("tls.key", &key);
    files.write("tls.crt", &cert);
    let rotated = "agent-token-rotated-0123456789";
    files.write("agents", &format!("{rotated}\n"));
    assert!(files.path("tls.crt").exists());
    let mut answered = None;
    for _ in 0..40 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let mut after = client(channel(server.addr, &second.pem, None), Some(rotated));
        if let Ok(tools) = after.list_tools(pb::ListToolsRequest {}).await {
            answered = Some(tools);
            break;
        }
    }
    assert!(answered.is_some(), "the new certificate and token are served within 4 s");
    let old =
        client(channel(server.addr, &second.pem, None), Some(AGENT_TOKEN)).list_tools(pb::ListToolsRequest {}).await;
    assert_eq!(old.unwrap_err().code(), Code::Unauthenticated);
    let old_ca =
        client(channel(server.addr, &first.pem, None), Some(rotated)).list_tools(pb::ListToolsRequest {}).await;
    assert_refused_at_handshake(&old_ca.unwrap_err(), "UnknownIssuer");
}

#[tokio::test]
async fn off_loopback_the_server_needs_tls_and_a_way_to_authenticate() {
    let files = Files::new();
    let exposed = Config { listen: "0.0.0.0:50051".parse().unwrap(), ..Config::default() };
    let error = App::build(&exposed).await.err().expect("refused").0;
    assert!(error.contains("TOOLHARNESS_LISTEN") && error.contains("TOOLHARNESS_TLS_CERT_FILE"), "{error}");

    let authority = Authority::new("test CA");
    let tls_only = Config { tls: Some(server_tls(&files, &authority, None)), ..exposed.clone() };
    let error = App::build(&tls_only).await.err().expect("refused").0;
    assert!(
        error.contains("TOOLHARNESS_TLS_CLIENT_CA_FILE") && error.contains("TOOLHARNESS_AGENT_TOKENS_FILE"),
        "{error}"
    );

    // The binary: the same refusal, exit code 2, before anything listens.
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"))
        .env("TOOLHARNESS_LISTEN", "0.0.0.0:0")
        .env_remove("TOOLHARNESS_TLS_CERT_FILE")
        .output()
        .await
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("TOOLHARNESS_LISTEN is 0.0.0.0:0, not a loopback address"), "{stderr}");
    assert!(stderr.contains("TOOLHARNESS_TLS_CERT_FILE"), "{stderr}");

    // A key that does not belong to the certificate names the settings.
    let (_, other_key) = authority.sign(ExtendedKeyUsagePurpose::ServerAuth);
    let mut mismatched = server_tls(&files, &authority, None);
    mismatched.key = files.write("other.key", &other_key);
    let config = Config { tls: Some(mismatched), ..Config::default() };
    let error = App::build(&config).await.err().expect("refused").0;
    assert!(error.contains("TOOLHARNESS_TLS_CERT_FILE/TOOLHARNESS_TLS_KEY_FILE"), "{error}");
}

/// The Redis store over TLS (`rediss://`) with an ACL user's password, the URL read from a file: the
/// sidecar binary stores its records there, trusting the server's private CA through `SSL_CERT_FILE`; not
/// trusting it, it fails closed.
#[tokio::test]
async fn the_redis_store_over_tls_with_the_url_from_a_file() {
    support::require_program("redis-server", "scripts/test-all installs it");
    let (files, authority) = (Files::new(), Authority::new("redis CA"));
    let (cert, key) = authority.sign_for("127.0.0.1", ExtendedKeyUsagePurpose::ServerAuth);
    let (cert, key, ca) =
        (files.write("redis.crt", &cert), files.write("redis.key", &key), files.write("ca.crt", &authority.pem));
    let free_port = || std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let redis_port = free_port();
    let password = "Redis-TLS-pw-5521";
    let mut redis = tokio::process::Command::new("redis-server")
        .args(["--bind", "127.0.0.1", "--port", "0", "--tls-port", &redis_port.to_string(), "--save", ""])
        .args(["--appendonly", "no", "--tls-auth-clients", "no", "--requirepass", password])
        .arg("--tls-cert-file")
        .arg(&cert)
        .arg("--tls-key-file")
        .arg(&key)
        .stdout(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("redis-server starts");
    for _ in 0..50 {
        if tokio::net::TcpStream::connect(("127.0.0.1", redis_port)).await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let url_file = files.write("redis-url", &format!("rediss://default:{password}@127.0.0.1:{redis_port}/0\n"));

    let run = |trust: bool| {
        let (url_file, ca) = (url_file.clone(), ca.clone());
        async move {
            let port = free_port();
            let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_toolharness"));
            command
                .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
                .env("TOOLHARNESS_REDIS_URL_FILE", &url_file)
                .env("TOOLHARNESS_REDIS_KEY_PREFIX", format!("the2e-rediss-{}", std::process::id()))
                .env_remove("TOOLHARNESS_REDIS_URL")
                .env_remove("SSL_CERT_FILE")
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .kill_on_drop(true);
            if trust {
                command.env("SSL_CERT_FILE", &ca);
            }
            let child = command.spawn().expect("the binary starts");
            let mut client = support::connect_when_serving(port, 15).await;
            let run_id = format!("rediss-{trust}");
            let observation = client
                .call(call_request(&run_id, "c1", &lookup(FOUND_QUERIES[4])))
                .await
                .unwrap()
                .into_inner()
                .observation
                .unwrap();
            let records = client
                .list_invocations(pb::ListInvocationsRequest { run_id, include_raw: false })
                .await
                .map(|r| r.into_inner().invocations.len());
            let pid = child.id().unwrap().to_string();
            tokio::process::Command::new("kill").args(["-TERM", &pid]).status().await.unwrap();
            let output = child.wait_with_output().await.unwrap();
            (observation, records, String::from_utf8_lossy(&output.stderr).into_owned())
        }
    };
    let (observation, records, log) = run(true).await;
    assert_eq!(observation.status(), pb::ObservationStatus::Ready, "{}\n{log}", observation.model_content);
    assert_eq!(records.unwrap(), 1);
    assert!(log.contains(&format!("rediss://127.0.0.1:{redis_port}")), "{log}");
    assert!(!log.contains(password), "the password is in the log: {log}");

    // Not trusting the server's CA, the store is unreachable: the call fails closed.
    let (observation, _, log) = run(false).await;
    assert_eq!(observation.error_code(), pb::ErrorCode::StoreUnavailable, "{}", observation.model_content);
    assert!(!log.contains(password), "the password is in the log: {log}");
    redis.kill().await.unwrap();
}

/// `require_ssl=true` in the MySQL URL is honoured: against this machine's MariaDB, which has TLS off, the
/// datasource fails closed instead of falling back to plain text.
#[tokio::test]
async fn a_mysql_datasource_that_requires_tls_never_falls_back_to_plain_text() {
    let mut config = Config::default();
    config.mysql_datasources.insert("default".into(), "mysql://root@127.0.0.1:3306/test?require_ssl=true".into());
    let mut harness = support::start_with(config).await;
    let sql = serde_json::json!({"previous_observation": null, "input": {"sql": "SELECT 1 AS one"}}).to_string();
    let observation = harness.call("mysql-tls", "c1", "query_mysql", &sql).await;
    assert_eq!(observation.status(), pb::ObservationStatus::Failed, "{}", observation.model_content);
    assert_eq!(observation.error_code(), pb::ErrorCode::BackendUnavailable, "{}", observation.model_content);
    assert!(!observation.model_content.contains("\"one\""), "{}", observation.model_content);
}

/// An MCP `initialize` over TLS (ALPN `http/1.1`, as HTTP clients offer), with a client certificate if
/// given: the response's status line, or the handshake's error.
async fn mcp_initialize_over_tls(
    server: &support::McpServer,
    ca: &str,
    identity: Option<&(String, String)>,
) -> Result<String, String> {
    use rustls_pki_types::pem::PemObject;
    use rustls_pki_types::{CertificateDer, PrivateKeyDer, ServerName};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    let mut roots = rustls::RootCertStore::empty();
    roots.add(CertificateDer::from_pem_slice(ca.as_bytes()).unwrap()).unwrap();
    let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
    let builder = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots);
    let mut config = match identity {
        Some((cert, key)) => builder
            .with_client_auth_cert(
                vec![CertificateDer::from_pem_slice(cert.as_bytes()).unwrap()],
                PrivateKeyDer::from_pem_slice(key.as_bytes()).unwrap(),
            )
            .unwrap(),
        None => builder.with_no_client_auth(),
    };
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let connector = tokio_rustls::TlsConnector::from(std::sync::Arc::new(config));
    let tcp = tokio::net::TcpStream::connect(server.mcp).await.unwrap();
    let name = ServerName::try_from("localhost").unwrap();
    let mut stream = connector.connect(name, tcp).await.map_err(|e| e.to_string())?;
    let body = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"probe","version":"1"}}}"#;
    let request = format!(
        "POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json, \
         text/event-stream\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.map_err(|e| e.to_string())?;
    let mut line = vec![0u8; 64];
    let read = tokio::time::timeout(Duration::from_secs(10), stream.read(&mut line)).await.expect("an answer");
    let n = read.map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&line[..n]).lines().next().unwrap_or_default().to_owned())
}

#[tokio::test]
async fn the_mcp_front_speaks_tls_and_admits_clients_of_the_ca_only() {
    let (files, authority) = (Files::new(), Authority::new("client CA"));
    let client_ca = files.write("client-ca.crt", &authority.pem);
    let config = Config { tls: Some(server_tls(&files, &authority, Some(&client_ca))), ..Config::default() };
    let server = support::serve_mcp(config).await;

    let identity = authority.sign(ExtendedKeyUsagePurpose::ClientAuth);
    let admitted = mcp_initialize_over_tls(&server, &authority.pem, Some(&identity)).await;
    assert_eq!(admitted.as_deref(), Ok("HTTP/1.1 200 OK"), "{admitted:?}");
    // Without a certificate the handshake (TLS 1.3: the first read after it) is refused.
    let refused = mcp_initialize_over_tls(&server, &authority.pem, None).await;
    assert!(refused.as_ref().is_err_and(|e| e.contains("CertificateRequired")), "{refused:?}");
}
