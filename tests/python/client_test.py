"""A Python grpcio client of ToolHarness, generated from proto/ at run time.

Usage: client_test.py HOST:PORT PROTO_DIR. Exits non-zero (with the failing check) on any mismatch.
Needs grpcio and grpcio-tools (the test command installs them).
"""

import importlib
import json
import sys
import tempfile


def generate(proto_dir: str, out_dir: str) -> None:
    from grpc_tools import protoc
    import grpc_tools

    include = grpc_tools.__path__[0] + "/_proto"
    code = protoc.main([
        "protoc",
        f"-I{proto_dir}",
        f"-I{include}",
        f"--python_out={out_dir}",
        f"--grpc_python_out={out_dir}",
        f"{proto_dir}/toolharness/v1/harness.proto",
    ])
    if code != 0:
        raise SystemExit(f"protoc failed with {code}")


def check(condition: bool, what: str) -> None:
    if not condition:
        raise SystemExit(f"check failed: {what}")


def main() -> None:
    address, proto_dir = sys.argv[1], sys.argv[2]
    out_dir = tempfile.mkdtemp(prefix="toolharness-py-")
    generate(proto_dir, out_dir)
    sys.path.insert(0, out_dir)
    import grpc

    pb = importlib.import_module("toolharness.v1.harness_pb2")
    rpc = importlib.import_module("toolharness.v1.harness_pb2_grpc")

    with grpc.insecure_channel(address) as channel:
        stub = rpc.ToolHarnessStub(channel)

        tools = stub.ListTools(pb.ListToolsRequest()).tools
        check([t.name for t in tools] == ["lookup_knowledge"], f"catalog {[t.name for t in tools]}")
        schema = json.loads(tools[0].input_schema_json)
        check(schema.get("additionalProperties") is False, "strict schema")

        def call(call_id, tool, arguments):
            request = pb.CallRequest(
                run_id="py-run",
                call=pb.ToolCall(tool_call_id=call_id, tool_name=tool, arguments_json=arguments),
            )
            return stub.Call(request).observation

        found = call("c1", "lookup_knowledge", json.dumps({"input": {"query": "kafka consumer lag growing"}}))
        check(found.status == pb.OBSERVATION_STATUS_READY, f"status {found.status}")
        check(found.evidence_status == pb.EVIDENCE_STATUS_FOUND, "FOUND")
        content = json.loads(found.model_content)
        check(content["result"]["items"][0]["document"] == "kafka-consumer-lag.md", "kafka runbook first")
        check(found.budget.calls_left == found.budget.max_calls - 1, "one call spent")

        unknown = call("c2", "rm_rf", "{}")
        check(unknown.status == pb.OBSERVATION_STATUS_REFUSED, "unknown tool refused")
        check(unknown.error_code == pb.ERROR_CODE_UNKNOWN_TOOL, "UNKNOWN_TOOL")

        invalid = call("c3", "lookup_knowledge", '{"input": {"query": "x", "limit": 3}}')
        check(invalid.error_code == pb.ERROR_CODE_INVALID_ENVELOPE, "INVALID_ENVELOPE")
        check(json.loads(invalid.model_content)["error"]["path"] == "$.input.limit", "path of the unknown field")

        records = stub.ListInvocations(pb.ListInvocationsRequest(run_id="py-run")).invocations
        check(len(records) == 1 and records[0].tool_call_id == "c1", "one record, for the executed call")
        check(records[0].state == pb.INVOCATION_STATE_READY, "READY record")

    print("python client: all checks passed")


if __name__ == "__main__":
    main()
