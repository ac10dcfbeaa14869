//! The `toolharness.v1.ToolHarness` gRPC service, plus health and reflection (v1 and v1alpha).
//!
//! Handlers only convert, delegate to the [`Pipeline`](crate::pipeline::Pipeline) and convert back.

pub mod codec;
pub mod convert;
pub mod listener;
pub mod session;
pub mod status;

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use tokio::net::TcpListener;
use tokio_stream::Stream;
use tokio_stream::wrappers::ReceiverStream;
use tonic::{Request, Response, Status, Streaming};

use crate::App;
use crate::fault::Fault;
use crate::pb;
use crate::pb::tool_harness_server::{ToolHarness, ToolHarnessServer};

/// The metadata key carrying the operator token that unlocks raw payloads in audit reads.
pub const OPERATOR_TOKEN_HEADER: &str = "x-toolharness-operator-token";

pub struct ToolHarnessService {
    app: Arc<App>,
}

impl ToolHarnessService {
    pub fn new(app: Arc<App>) -> ToolHarnessService {
        ToolHarnessService { app }
    }

    /// Raw payloads only for a caller presenting the configured operator token (none configured: nobody).
    fn may_read_raw<T>(&self, request: &Request<T>) -> bool {
        let Some(expected) = self.app.operator_token.as_deref() else { return false };
        let Some(given) = request.metadata().get(OPERATOR_TOKEN_HEADER).and_then(|v| v.to_str().ok()) else {
            return false;
        };
        // Compare in constant time so the token cannot be guessed byte by byte from response times.
        given.len() == expected.len() && given.bytes().zip(expected.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
    }
}

type SessionStream = Pin<Box<dyn Stream<Item = Result<pb::SessionResponse, Status>> + Send>>;

#[tonic::async_trait]
impl ToolHarness for ToolHarnessService {
    async fn list_tools(&self, _: Request<pb::ListToolsRequest>) -> Result<Response<pb::ListToolsResponse>, Status> {
        let tools = self
            .app
            .pipeline
            .registry()
            .tools()
            .map(|tool| pb::ToolDefinition {
                name: tool.name.clone(),
                description: tool.description.clone(),
                input_schema_json: tool.contract.arguments_schema().to_string(),
            })
            .collect();
        Ok(Response::new(pb::ListToolsResponse { tools }))
    }

    type SessionStream = SessionStream;

    async fn session(
        &self,
        request: Request<Streaming<pb::SessionRequest>>,
    ) -> Result<Response<Self::SessionStream>, Status> {
        let (replies, outbound) = tokio::sync::mpsc::channel(16);
        tokio::spawn(session::drive(self.app.clone(), request.into_inner(), replies));
        Ok(Response::new(Box::pin(ReceiverStream::new(outbound))))
    }

    async fn call(&self, request: Request<pb::CallRequest>) -> Result<Response<pb::CallResponse>, Status> {
        let request = request.into_inner();
        let run_id = convert::run_id(&request.run_id)?;
        let call = convert::tool_call(request.call)?;
        let observation = self.app.pipeline.call(&run_id, call).await?;
        Ok(Response::new(pb::CallResponse { observation: Some(observation.into()) }))
    }

    async fn release(&self, request: Request<pb::ReleaseRequest>) -> Result<Response<pb::ReleaseResponse>, Status> {
        let request = request.into_inner();
        let run_id = convert::run_id(&request.run_id)?;
        let citations = convert::citations(request.citations);
        let outcome = self.app.pipeline.release(&run_id, &request.draft, &citations).await?;
        Ok(Response::new(outcome.into()))
    }

    async fn get_invocation(
        &self,
        request: Request<pb::GetInvocationRequest>,
    ) -> Result<Response<pb::GetInvocationResponse>, Status> {
        let include_raw = self.may_read_raw(&request);
        let request = request.into_inner();
        let run_id = convert::run_id(&request.run_id)?;
        if request.tool_call_id.is_empty() {
            return Err(Fault::InvalidArgument("tool_call_id is empty".into()).into());
        }
        let record = self.app.pipeline.invocation(&run_id, &request.tool_call_id).await?;
        Ok(Response::new(pb::GetInvocationResponse { invocation: Some(convert::invocation(record, include_raw)) }))
    }

    async fn list_invocations(
        &self,
        request: Request<pb::ListInvocationsRequest>,
    ) -> Result<Response<pb::ListInvocationsResponse>, Status> {
        let include_raw = self.may_read_raw(&request);
        let run_id = convert::run_id(&request.into_inner().run_id)?;
        let records = self.app.pipeline.invocations(&run_id).await?;
        let release = self.app.pipeline.release_record(&run_id).await?.map(convert::release_record);
        let invocations = records.into_iter().map(|r| convert::invocation(r, include_raw)).collect();
        Ok(Response::new(pb::ListInvocationsResponse { invocations, release }))
    }
}

pub type ServeError = Box<dyn std::error::Error + Send + Sync>;

/// Serves the sidecar on an already bound listener until `shutdown` completes, then drains in-flight
/// requests. Binding first (and passing the listener in) lets tests use port 0 without races.
pub async fn serve(
    listener: TcpListener,
    app: App,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let (health, health_service) = tonic_health::server::health_reporter();
    health.set_serving::<ToolHarnessServer<ToolHarnessService>>().await;
    let reflection = || {
        tonic_reflection::server::Builder::configure()
            .register_encoded_file_descriptor_set(pb::FILE_DESCRIPTOR_SET)
            .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
    };
    let service = ToolHarnessService::new(Arc::new(app));
    let incoming = listener::Incoming::new(listener, listener::MAX_CONNECTIONS);
    tonic::transport::Server::builder()
        // A peer that vanished is found by HTTP/2 pings and dropped; one connection cannot open streams
        // without bound.
        .http2_keepalive_interval(Some(std::time::Duration::from_secs(30)))
        .http2_keepalive_timeout(Some(std::time::Duration::from_secs(10)))
        .max_concurrent_streams(Some(listener::MAX_STREAMS_PER_CONNECTION))
        .add_service(health_service)
        .add_service(reflection().build_v1()?)
        .add_service(reflection().build_v1alpha()?)
        .add_service(ToolHarnessServer::new(service))
        .serve_with_incoming_shutdown(incoming, shutdown)
        .await?;
    Ok(())
}
