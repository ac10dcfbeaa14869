//! TLS on the API listener (rustls): the certificate chain and key from files and, for mTLS, a client
//! CA whose signature every client certificate must carry. All three are re-read when they change (see
//! [`Watched`]), so a rotated certificate is served to new connections without a restart.

use std::sync::Arc;

use rustls::ServerConfig;
use rustls::server::WebPkiClientVerifier;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::TlsAcceptor;

use super::watched::Watched;
use crate::config::{ENV_TLS_CERT_FILE, ENV_TLS_CLIENT_CA_FILE, ENV_TLS_KEY_FILE, TlsFiles};

pub struct Tls {
    config: Watched<Arc<ServerConfig>>,
    pub mutual: bool,
}

impl Tls {
    /// Loads the files now; an error names the setting and the problem (never a key's content).
    pub fn load(files: &TlsFiles) -> Result<Tls, String> {
        let mut paths = vec![files.cert.clone(), files.key.clone()];
        paths.extend(files.client_ca.clone());
        let owned = files.clone();
        let config = Watched::new("TLS certificate", paths, move || server_config(&owned).map(Arc::new))?;
        Ok(Tls { config, mutual: files.client_ca.is_some() })
    }

    /// An acceptor with the certificate as the files are now, offering the listener's protocols.
    pub fn acceptor(&self, alpn: Alpn) -> TlsAcceptor {
        let config = self.config.get();
        match alpn {
            Alpn::Grpc => TlsAcceptor::from(config.as_ref().clone()),
            Alpn::Http => {
                let mut config = ServerConfig::clone(&config);
                config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
                TlsAcceptor::from(Arc::new(config))
            }
        }
    }
}

/// What a listener speaks over TLS: gRPC (HTTP/2 only) or HTTP (the MCP front: HTTP/2 or HTTP/1.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alpn {
    Grpc,
    Http,
}

fn server_config(files: &TlsFiles) -> Result<ServerConfig, String> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let chain: Vec<CertificateDer<'static>> =
        CertificateDer::pem_file_iter(&files.cert).and_then(|certs| certs.collect::<Result<_, _>>()).map_err(|e| {
            format!("{ENV_TLS_CERT_FILE}: cannot read a PEM certificate from {}: {e}", files.cert.display())
        })?;
    if chain.is_empty() {
        return Err(format!("{ENV_TLS_CERT_FILE}: {} holds no PEM certificate", files.cert.display()));
    }
    let key = PrivateKeyDer::from_pem_file(&files.key)
        .map_err(|e| format!("{ENV_TLS_KEY_FILE}: cannot read a PEM private key from {}: {e}", files.key.display()))?;
    let builder = ServerConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("TLS: {e}"))?;
    let builder = match &files.client_ca {
        Some(ca) => {
            let mut roots = rustls::RootCertStore::empty();
            let certs =
                CertificateDer::pem_file_iter(ca).and_then(|certs| certs.collect::<Result<Vec<_>, _>>()).map_err(
                    |e| format!("{ENV_TLS_CLIENT_CA_FILE}: cannot read a PEM certificate from {}: {e}", ca.display()),
                )?;
            for cert in certs {
                roots.add(cert).map_err(|e| format!("{ENV_TLS_CLIENT_CA_FILE}: {}: {e}", ca.display()))?;
            }
            if roots.is_empty() {
                return Err(format!("{ENV_TLS_CLIENT_CA_FILE}: {} holds no PEM certificate", ca.display()));
            }
            let verifier = WebPkiClientVerifier::builder_with_provider(Arc::new(roots), provider)
                .build()
                .map_err(|e| format!("{ENV_TLS_CLIENT_CA_FILE}: {e}"))?;
            builder.with_client_cert_verifier(verifier)
        }
        None => builder.with_no_client_auth(),
    };
    let mut config = builder.with_single_cert(chain, key).map_err(|e| {
        format!("{ENV_TLS_CERT_FILE}/{ENV_TLS_KEY_FILE}: the certificate and key do not make a usable pair: {e}")
    })?;
    // gRPC is HTTP/2 only.
    config.alpn_protocols = vec![b"h2".to_vec()];
    Ok(config)
}
