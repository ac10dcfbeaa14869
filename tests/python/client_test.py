"""A Python grpcio client of ToolHarness, generated from proto/ at run time.

Usage: client_test.py HOST:PORT PROTO_DIR. Exits non-zero (with the failing check) on any mismatch.
Needs grpcio and grpcio-tools (the test command installs them).
"""

import importlib
import json
import queue
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
        check([t.name for t in tools] == ["lookup_knowledge", "query_logs"], f"catalog {[t.name for t in tools]}")
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

        session_run(pb, stub)

    print("python client: all checks passed")


def session_run(pb, stub) -> None:
    """A whole run on the Session stream: open, a FOUND result, its evaluation, then Release."""
    outbox: "queue.Queue" = queue.Queue()

    def requests():
        while True:
            message = outbox.get()
            if message is None:
                return
            yield message

    def call(call_id, arguments):
        outbox.put(pb.SessionRequest(call=pb.ToolCall(
            tool_call_id=call_id, tool_name="lookup_knowledge", arguments_json=json.dumps(arguments))))
        return next(responses).observation

    outbox.put(pb.SessionRequest(open=pb.OpenRun(run_id="py-session", max_calls=5)))
    responses = stub.Session(requests())
    opened = next(responses).opened
    check(opened.run_id == "py-session" and opened.budget.max_calls == 5, f"opened {opened}")

    first = call("s1", {"previous_observation": None, "input": {"query": "disk full no space left on device"}})
    check(first.evidence_status == pb.EVIDENCE_STATUS_FOUND, "session FOUND")
    excerpt = json.loads(first.model_content)["result"]["items"][0]["excerpt"]

    skipped = call("s2", {"input": {"query": "inode exhaustion"}})
    check(skipped.repair_required and skipped.violation.expected_tool_call_id == "s1", "repair asked for s1")

    second = call("s3", {"previous_observation": {"tool_call_id": "s1", "verdict": "GAINED",
                                                  "reason": "explains the alert"},
                         "input": {"query": "inode exhaustion"}})
    check(second.status == pb.OBSERVATION_STATUS_READY, f"session second call {second.model_content}")
    check(second.budget.calls_left == 3, f"calls left {second.budget.calls_left}")
    outbox.put(None)
    check(next(responses, None) is None, "the stream ends when the client ends it")

    quote = " ".join(excerpt.split()[:6])
    release = stub.Release(pb.ReleaseRequest(
        run_id="py-session", draft="The volume is full; free space as the runbook says.",
        citations=[pb.Citation(tool_call_id="s1", quote=quote), pb.Citation(tool_call_id="s2")]))
    check(not release.published, "a refused call is not evidence")
    check(not release.results[1].verified and "nothing ran" in release.results[1].reason,
          release.results[1].reason)
    release = stub.Release(pb.ReleaseRequest(
        run_id="py-session", draft="The volume is full; free space as the runbook says.",
        citations=[pb.Citation(tool_call_id="s1", quote=quote)]))
    check(release.published and release.results[0].verified, f"published {release}")


if __name__ == "__main__":
    main()
