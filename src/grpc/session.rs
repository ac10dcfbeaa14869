//! The `Session` stream: one run, opened by the first message, then one observation per call, in order.
//!
//! The stream owns its run: unary `Call`s on it are refused while it is open, and the run is closed when
//! the client ends the stream (its records stay in the store for `Release` and audit). A malformed stream
//! (no `open` first, a second `open`, an empty message) ends with an `INVALID_ARGUMENT` status.

use std::sync::Arc;

use tokio::sync::mpsc;
use tonic::{Status, Streaming};

use crate::App;
use crate::fault::Fault;
use crate::grpc::convert;
use crate::pb;
use crate::pb::session_request::Kind as In;
use crate::pb::session_response::Kind as Out;

type Reply = Result<pb::SessionResponse, Status>;

/// Drives one stream until the client ends it or sends something malformed.
pub async fn drive(app: Arc<App>, mut inbound: Streaming<pb::SessionRequest>, replies: mpsc::Sender<Reply>) {
    let session = match open(&app, &mut inbound).await {
        Ok(session) => session,
        Err(status) => {
            let _ = replies.send(Err(status)).await;
            return;
        }
    };
    let opened = {
        let run = session.run.lock().await;
        pb::RunOpened {
            run_id: session.run_id.to_string(),
            budget: Some(convert::budget(observation::BudgetLeft::from(run.progress.budget()))),
        }
    };
    if replies.send(Ok(pb::SessionResponse { kind: Some(Out::Opened(opened)) })).await.is_err() {
        return;
    }
    loop {
        let message = match inbound.message().await {
            Ok(Some(message)) => message,
            // The client closed its side, or the transport failed: either way the run ends here.
            Ok(None) | Err(_) => return,
        };
        let reply = match message.kind {
            Some(In::Call(call)) => {
                session.touch();
                let call = convert::tool_call(Some(call));
                match call {
                    Ok(call) => app
                        .pipeline
                        .call_in(&session.run_id, &session.run, call)
                        .await
                        .map(|observation| pb::SessionResponse { kind: Some(Out::Observation(observation.into())) })
                        .map_err(Status::from),
                    Err(fault) => Err(fault.into()),
                }
            }
            Some(In::Open(_)) => {
                Err(Status::invalid_argument("this stream's run is already open; send calls, or open a new stream"))
            }
            None => Err(Status::invalid_argument("empty SessionRequest; expected open or call")),
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
    runs.open_session(&run_id, limits).map_err(|fault: Fault| fault.into())
}
