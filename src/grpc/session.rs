//! The `Session` stream: one run, opened by the first message, then one observation per call, in order.
//!
//! The stream owns its run: unary `Call`s on it are refused while it is open, and the run is closed when
//! the client ends the stream (its records stay in the store for `Release` and audit). A malformed call
//! (no ids, ids too long, an empty message, a second `open`) is answered with a `REFUSED` observation
//! (`INVALID_ENVELOPE`) and the stream goes on; a stream without `open` first ends with `INVALID_ARGUMENT`.
//! The run ends only when the stream ends, is stopped, or is released.

use std::sync::Arc;

use tokio::sync::mpsc;
use tonic::{Status, Streaming};

use crate::App;
use crate::fault::Fault;
use crate::grpc::convert;
use crate::grpc::drain::Drain;
use crate::pb;
use crate::pb::session_request::Kind as In;
use crate::pb::session_response::Kind as Out;
use crate::telemetry::{CallTrace, Parent};

type Reply = Result<pb::SessionResponse, Status>;

/// Drives one stream until the client ends it, sends something malformed, or the drain deadline passes
/// while it waits for the next call (then it ends with `UNAVAILABLE`; a call in progress finishes first).
pub async fn drive(
    app: Arc<App>,
    parent: Parent,
    mut inbound: Streaming<pb::SessionRequest>,
    replies: mpsc::Sender<Reply>,
    drain: Drain,
) {
    let _open = drain.session();
    let session = match open(&app, &mut inbound).await {
        Ok(session) => session,
        Err(status) => {
            let _ = replies.send(Err(status)).await;
            return;
        }
    };
    let opened = pb::RunOpened {
        run_id: session.run_id.to_string(),
        budget: Some(convert::budget(observation::BudgetLeft::from(&session.budget))),
    };
    if replies.send(Ok(pb::SessionResponse { kind: Some(Out::Opened(opened)) })).await.is_err() {
        return;
    }
    loop {
        let next = tokio::select! {
            next = inbound.message() => next,
            () = drain.expired() => {
                let closing = Fault::ShuttingDown(
                    "this sidecar is shutting down: the drain deadline passed; open a new run on another".into(),
                );
                let _ = replies.send(Err(closing.into())).await;
                return;
            }
        };
        let message = match next {
            Ok(Some(message)) => message,
            // The client closed its side, or the transport failed: either way the run ends here.
            Ok(None) | Err(_) => return,
        };
        let observation = |observation: observation::Observation| {
            Ok(pb::SessionResponse { kind: Some(Out::Observation(observation.into())) })
        };
        let reply = match message.kind {
            Some(In::Call(call)) => {
                let ids = call.clone();
                match convert::tool_call(Some(call)) {
                    Ok(call) => {
                        let registered = app.pipeline.registry().tools().any(|tool| tool.name == call.tool_name);
                        let trace = CallTrace::start(&parent, &session.run_id, &call, registered);
                        let result = trace.run(app.pipeline.call_in_session(&session, call)).await;
                        trace.finish(result.as_ref());
                        result.map_err(Status::from).and_then(observation)
                    }
                    Err(fault) => observation(
                        app.pipeline
                            .malformed(&session.run_id, &ids.tool_call_id, &ids.tool_name, &fault.to_string())
                            .await,
                    ),
                }
            }
            Some(In::Open(_)) => observation(
                app.pipeline
                    .malformed(
                        &session.run_id,
                        "",
                        "",
                        "this stream's run is already open; send calls, or open a new stream",
                    )
                    .await,
            ),
            None => observation(
                app.pipeline.malformed(&session.run_id, "", "", "empty SessionRequest; expected open or call").await,
            ),
        };
        let failed = reply.is_err();
        if replies.send(reply).await.is_err() || failed {
            return;
        }
    }
}

async fn open(app: &App, inbound: &mut Streaming<pb::SessionRequest>) -> Result<crate::runs::SessionRun, Status> {
    let first = inbound
        .message()
        .await?
        .ok_or_else(|| Status::invalid_argument("the stream ended before its OpenRun message"))?;
    let Some(In::Open(open)) = first.kind else {
        return Err(Status::invalid_argument("the first message of a Session must be open (OpenRun)"));
    };
    let run_id = convert::run_id(&open.run_id)?;
    let runs = app.pipeline.runs();
    let limits = runs.defaults().tighten(open.max_calls, open.max_bytes, open.max_consecutive_no_gain);
    runs.open_session(&run_id, limits).await.map_err(|fault: Fault| fault.into())
}
