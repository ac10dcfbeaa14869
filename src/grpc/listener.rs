//! The API listener's accepting side: a bounded number of connections, TCP settings on each, and back-off
//! instead of a busy loop when accepting fails (the process is out of file descriptors, say).
//!
//! At the bound, no connection is accepted until one closes: clients queue in the kernel's backlog instead
//! of the sidecar spending memory (and descriptors) on them.

use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio_stream::Stream;
use tonic::transport::server::{Connected, TcpConnectInfo};

/// The most API connections open at once.
pub const MAX_CONNECTIONS: usize = 1024;
/// The most concurrent streams (calls) on one HTTP/2 connection.
pub const MAX_STREAMS_PER_CONNECTION: u32 = 256;
/// How long an idle TCP connection waits before the kernel probes that its peer is still there.
const TCP_KEEPALIVE: Duration = Duration::from_secs(60);

type Accepting = Pin<Box<dyn Future<Output = io::Result<Connection>> + Send>>;

/// Accepted connections as a stream, for tonic's `serve_with_incoming`.
pub struct Incoming {
    listener: Arc<TcpListener>,
    slots: Arc<Semaphore>,
    next: Option<Accepting>,
}

impl Incoming {
    pub fn new(listener: TcpListener, max_connections: usize) -> Incoming {
        Incoming { listener: Arc::new(listener), slots: Arc::new(Semaphore::new(max_connections)), next: None }
    }

    fn accept(&self) -> Accepting {
        let (listener, slots) = (self.listener.clone(), self.slots.clone());
        Box::pin(async move {
            let slot = slots.acquire_owned().await.map_err(|_| io::Error::other("the listener is closed"))?;
            let mut pause = Duration::from_millis(10);
            loop {
                match listener.accept().await {
                    Ok((stream, _)) => {
                        // Small request/response pairs must not wait on Nagle's algorithm (~40 ms per call).
                        stream.set_nodelay(true)?;
                        let keepalive = socket2::TcpKeepalive::new().with_time(TCP_KEEPALIVE);
                        let _ = socket2::SockRef::from(&stream).set_tcp_keepalive(&keepalive);
                        return Ok(Connection { stream, _slot: slot });
                    }
                    // The peer gave up while queued: try the next one at once.
                    Err(error)
                        if matches!(
                            error.kind(),
                            io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset
                        ) => {}
                    Err(error) => {
                        tracing::warn!(%error, pause_ms = pause.as_millis() as u64, "accepting a connection failed; backing off");
                        tokio::time::sleep(pause).await;
                        pause = (pause * 2).min(Duration::from_secs(1));
                    }
                }
            }
        })
    }
}

impl Stream for Incoming {
    type Item = io::Result<Connection>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        if self.next.is_none() {
            let accepting = self.accept();
            self.next = Some(accepting);
        }
        let accepting = self.next.as_mut().expect("set above");
        match accepting.as_mut().poll(cx) {
            Poll::Ready(result) => {
                self.next = None;
                Poll::Ready(Some(result))
            }
            Poll::Pending => Poll::Pending,
        }
    }
}

/// An accepted connection, holding its slot until it closes.
pub struct Connection {
    stream: TcpStream,
    _slot: OwnedSemaphorePermit,
}

impl Connected for Connection {
    type ConnectInfo = TcpConnectInfo;

    fn connect_info(&self) -> Self::ConnectInfo {
        self.stream.connect_info()
    }
}

impl AsyncRead for Connection {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Connection {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// How long a client has to finish the TLS handshake before its connection is dropped.
const TLS_HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// An API connection: plain TCP (loopback) or TLS.
pub enum ApiStream {
    Plain(Connection),
    Tls(Box<tokio_rustls::server::TlsStream<Connection>>),
}

/// The API listener's connections: plain, or through TLS handshakes that run concurrently (a slow or
/// silent client cannot hold up the others), each bounded by [`TLS_HANDSHAKE_TIMEOUT`].
pub fn api_incoming(
    listener: TcpListener,
    tls: Option<Arc<super::tls::Tls>>,
    alpn: super::tls::Alpn,
) -> Pin<Box<dyn Stream<Item = io::Result<ApiStream>> + Send>> {
    use tokio_stream::StreamExt;
    let incoming = Incoming::new(listener, MAX_CONNECTIONS);
    let Some(tls) = tls else {
        return Box::pin(incoming.map(|connection| connection.map(ApiStream::Plain)));
    };
    let (handshaken, receiver) = tokio::sync::mpsc::channel::<io::Result<ApiStream>>(64);
    let accepting = tokio::spawn(async move {
        let mut incoming = incoming;
        while let Some(connection) = incoming.next().await {
            let connection = match connection {
                Ok(connection) => connection,
                Err(error) => {
                    if handshaken.send(Err(error)).await.is_err() {
                        return;
                    }
                    continue;
                }
            };
            let (acceptor, handshaken) = (tls.acceptor(alpn), handshaken.clone());
            tokio::spawn(async move {
                let peer = connection.stream.peer_addr().ok();
                match tokio::time::timeout(TLS_HANDSHAKE_TIMEOUT, acceptor.accept(connection)).await {
                    Ok(Ok(stream)) => {
                        let _ = handshaken.send(Ok(ApiStream::Tls(Box::new(stream)))).await;
                    }
                    // A client that speaks plain text, distrusts our certificate or has none we trust.
                    Ok(Err(error)) => tracing::info!(?peer, %error, "TLS handshake failed"),
                    Err(_) => tracing::info!(?peer, "TLS handshake timed out"),
                }
            });
        }
    });
    Box::pin(Handshaken { receiver: tokio_stream::wrappers::ReceiverStream::new(receiver), accepting })
}

/// The handshaken connections; dropping it (the server stopped) stops accepting.
struct Handshaken {
    receiver: tokio_stream::wrappers::ReceiverStream<io::Result<ApiStream>>,
    accepting: tokio::task::JoinHandle<()>,
}

impl Drop for Handshaken {
    fn drop(&mut self) {
        self.accepting.abort();
    }
}

impl Stream for Handshaken {
    type Item = io::Result<ApiStream>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        Pin::new(&mut self.receiver).poll_next(cx)
    }
}

impl Connected for ApiStream {
    type ConnectInfo = TcpConnectInfo;

    fn connect_info(&self) -> Self::ConnectInfo {
        match self {
            ApiStream::Plain(connection) => connection.connect_info(),
            ApiStream::Tls(stream) => stream.get_ref().0.connect_info(),
        }
    }
}

impl AsyncRead for ApiStream {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            ApiStream::Plain(connection) => Pin::new(connection).poll_read(cx, buf),
            ApiStream::Tls(stream) => Pin::new(stream.as_mut()).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for ApiStream {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            ApiStream::Plain(connection) => Pin::new(connection).poll_write(cx, buf),
            ApiStream::Tls(stream) => Pin::new(stream.as_mut()).poll_write(cx, buf),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            ApiStream::Plain(connection) => Pin::new(connection).poll_flush(cx),
            ApiStream::Tls(stream) => Pin::new(stream.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            ApiStream::Plain(connection) => Pin::new(connection).poll_shutdown(cx),
            ApiStream::Tls(stream) => Pin::new(stream.as_mut()).poll_shutdown(cx),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            ApiStream::Plain(connection) => Pin::new(connection).poll_write_vectored(cx, bufs),
            ApiStream::Tls(stream) => Pin::new(stream.as_mut()).poll_write_vectored(cx, bufs),
        }
    }

    fn is_write_vectored(&self) -> bool {
        match self {
            ApiStream::Plain(connection) => connection.is_write_vectored(),
            ApiStream::Tls(stream) => stream.is_write_vectored(),
        }
    }
}
