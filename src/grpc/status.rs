//! [`Fault`] → `tonic::Status`: the one place a gRPC status is built from a domain problem.

use tonic::{Code, Status};

use crate::fault::Fault;

impl From<Fault> for Status {
    fn from(fault: Fault) -> Status {
        let code = match &fault {
            Fault::InvalidArgument(_) => Code::InvalidArgument,
            Fault::RunNotFound(_) | Fault::NotFound(_) => Code::NotFound,
            Fault::RunUnavailable(_) => Code::FailedPrecondition,
            Fault::RunExists(_) => Code::AlreadyExists,
            Fault::Capacity(_) => Code::ResourceExhausted,
            Fault::PermissionDenied(_) => Code::PermissionDenied,
            Fault::StoreUnavailable(_) | Fault::ShuttingDown(_) => Code::Unavailable,
            Fault::Unauthenticated(_) => Code::Unauthenticated,
        };
        Status::new(code, fault.to_string())
    }
}
