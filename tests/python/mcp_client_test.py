"""The official MCP Python SDK (the `mcp` package) against the sidecar's MCP front, and the same calls
through gRPC, whose canonical records must be identical.

Usage: mcp_client_test.py MCP_URL GRPC_ADDRESS PROTO_DIR
Exits non-zero (with the failing check) on any mismatch. Needs mcp, grpcio and grpcio-tools (the test
command installs them in target/mcp-client).
"""

import asyncio
import importlib
import json
import os
import sys
import tempfile
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from client_test import check, generate  # noqa: E402

import httpx2  # noqa: E402
from mcp.client import Client  # noqa: E402

ID_META = "toolharness/tool_call_id"

# The README's transcript: a finding, a call that forgets to judge it, a repair, three calls that find
# nothing (the third stops the run), and one more call after the stop.
TRANSCRIPT = [
    ("m1", {"previous_observation": None, "input": {"query": "checkout errors after the release", "top_k": 1}}),
    ("m2", {"previous_observation": None, "input": {"query": "roll back"}}),
    ("m3", {"previous_observation": {"tool_call_id": "m1", "verdict": "GAINED"}, "input": {"query": "quokka marmalade"}}),
    ("m4", {"previous_observation": None, "input": {"query": "origami cranes"}}),
    ("m5", {"previous_observation": None, "input": {"query": "knitting patterns"}}),
    ("m6", {"previous_observation": None, "input": {"query": "roll back a deployment"}}),
]

DRAFT = "Roll back the release; errors began with it."

RECORD_FIELDS = [
    "tool_call_id", "tool_name", "request_json", "state", "evidence_status", "error_code", "raw_bytes",
    "raw_sha256", "agent_result_bytes", "agent_result_sha256", "agent_result_json", "raw_truncated",
]


def content_of(result):
    check(len(result.content) == 1 and result.content[0].type == "text", f"one text block: {result.content}")
    return json.loads(result.content[0].text)


async def transcript_over_mcp(url):
    """Runs the transcript and the releases over MCP; returns (run_id, model contents, quote)."""
    async with Client(url) as client:
        check(client.protocol_version == "2025-11-25", f"negotiated {client.protocol_version}")
        tools = await client.list_tools()
        names = [tool.name for tool in tools.tools]
        check(names == ["lookup_knowledge", "query_logs", "release"], f"catalog {names}")
        schema = tools.tools[0].input_schema
        check(schema.get("additionalProperties") is False, "strict schema of {previous_observation, input}")
        check(set(schema["properties"]) == {"previous_observation", "input"}, f"envelope {schema['properties']}")

        contents = {}
        run_id = None
        for call_id, arguments in TRANSCRIPT:
            result = await client.call_tool("lookup_knowledge", arguments, meta={ID_META: call_id})
            check(result.meta[ID_META] == call_id, f"{call_id}: id echoed in _meta")
            run_id = run_id or result.meta["toolharness/run_id"]
            check(result.meta["toolharness/run_id"] == run_id, "one run per session")
            contents[call_id] = result.content[0].text
            body = content_of(result)
            if call_id == "m1":
                check(not result.is_error and body["evidence_status"] == "FOUND", f"m1 FOUND: {body}")
            if call_id == "m2":
                check(result.is_error, "m2 is an error result")
                check(body["error"]["code"] == "PROTOCOL_VIOLATION", f"m2 code {body}")
                check(body["violation"]["type"] == "MISSING_EVALUATION", f"m2 violation {body}")
                check(body["violation"]["expected_tool_call_id"] == "m1", "m2 expects m1")
            if call_id in ("m3", "m4"):
                check(not result.is_error and body["evidence_status"] == "NO_EVIDENCE", f"{call_id}: {body}")
                check(not body.get("stop_required"), f"{call_id} does not stop yet")
            if call_id == "m5":
                check(body.get("stop_required") is True and body.get("stop_reason") == "NO_PROGRESS", f"m5: {body}")
            if call_id == "m6":
                check(result.is_error and body["error"]["code"] == "STOP_REQUIRED", f"m6: {body}")

        excerpt = content_of_text(contents["m1"])["result"]["items"][0]["excerpt"]
        quote = " ".join(excerpt.split()[:6])

        refused = await client.call_tool(
            "release", {"draft": DRAFT, "citations": [{"tool_call_id": "m1"}, {"tool_call_id": "m3"}]}
        )
        body = content_of(refused)
        check(refused.is_error and body["published"] is False, f"release with an unfounded citation: {body}")
        check(body["results"][1]["verified"] is False and "no evidence" in body["results"][1]["reason"], f"{body}")

        bad = await client.call_tool("release", {"draft": DRAFT, "citations": [{"call": "m1"}]})
        check(bad.is_error and content_of(bad)["error"]["path"] == "$.citations[0].call", f"{bad.content}")

        published = await client.call_tool(
            "release", {"draft": DRAFT, "citations": [{"tool_call_id": "m1", "quote": quote}]}
        )
        body = content_of(published)
        check(not published.is_error and body["published"] is True, f"release: {body}")

        # A released run takes no more calls: the model reads why.
        after = await client.call_tool("lookup_knowledge", TRANSCRIPT[0][1], meta={ID_META: "m7"})
        check(after.is_error and content_of(after)["error"]["code"] == "FAILED_PRECONDITION", f"after release: {after}")
    return run_id, contents, quote


def content_of_text(text):
    return json.loads(text)


def transcript_over_grpc(pb, stub, run_id, quote):
    contents = {}
    for call_id, arguments in TRANSCRIPT:
        request = pb.CallRequest(
            run_id=run_id,
            call=pb.ToolCall(tool_call_id=call_id, tool_name="lookup_knowledge", arguments_json=json.dumps(arguments)),
        )
        contents[call_id] = stub.Call(request).observation.model_content
    citations = [pb.Citation(tool_call_id="m1"), pb.Citation(tool_call_id="m3")]
    check(not stub.Release(pb.ReleaseRequest(run_id=run_id, draft=DRAFT, citations=citations)).published, "gRPC refusal")
    released = stub.Release(
        pb.ReleaseRequest(run_id=run_id, draft=DRAFT, citations=[pb.Citation(tool_call_id="m1", quote=quote)])
    )
    check(released.published, "gRPC release published")
    return contents


def records(pb, stub, run_id):
    listed = stub.ListInvocations(pb.ListInvocationsRequest(run_id=run_id))
    rows = [{field: getattr(r, field) for field in RECORD_FIELDS} for r in listed.invocations]
    release = listed.release
    return rows, (release.draft, [(c.tool_call_id, c.quote) for c in release.citations])


async def generated_ids_and_delete(url, pb, stub):
    """Without an id in _meta the front numbers the calls; the run is the session's and ends with it."""
    import grpc

    async with Client(url) as client:
        first = await client.call_tool("lookup_knowledge", TRANSCRIPT[0][1])
        check(first.meta[ID_META] == "mcp-1", f"generated id {first.meta}")
        run_id = first.meta["toolharness/run_id"]
        pending = await client.call_tool("lookup_knowledge", TRANSCRIPT[1][1])
        check(pending.meta[ID_META] == "mcp-2", "second generated id")
        check(content_of(pending)["violation"]["expected_tool_call_id"] == "mcp-1", "judge mcp-1 first")
        try:
            stub.Call(pb.CallRequest(run_id=run_id, call=pb.ToolCall(
                tool_call_id="g1", tool_name="lookup_knowledge", arguments_json=json.dumps(TRANSCRIPT[0][1]))))
            check(False, "a unary gRPC call on an open MCP session's run must be refused")
        except grpc.RpcError as error:
            check(error.code() == grpc.StatusCode.FAILED_PRECONDITION, f"owned by the session: {error.code()}")
    # Leaving the client sent DELETE: the session's run ends (asynchronously, as the handler drops).
    for _ in range(50):
        try:
            stub.Call(pb.CallRequest(run_id=run_id, call=pb.ToolCall(
                tool_call_id="g2", tool_name="lookup_knowledge", arguments_json=json.dumps(TRANSCRIPT[0][1]))))
            check(False, "a call on an ended session's run must be refused")
        except grpc.RpcError as error:
            if "ended" in (error.details() or ""):
                break
        await asyncio.sleep(0.1)
    else:
        check(False, "the run did not end after DELETE")


async def gates(url):
    """An Origin that is not allowed is refused (DNS rebinding), a request without a session is refused."""
    async with httpx2.AsyncClient() as http:
        initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "probe", "version": "1"}}}
        headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
        evil = await http.post(url, json=initialize, headers={**headers, "Origin": "http://evil.example"})
        check(evil.status_code == 403, f"foreign Origin: {evil.status_code}")
        orphan = await http.post(url, json={"jsonrpc": "2.0", "id": 2, "method": "tools/list"}, headers=headers)
        check(orphan.status_code in (400, 404), f"tools/list without a session: {orphan.status_code}")


async def main():
    url, address, proto_dir = sys.argv[1], sys.argv[2], sys.argv[3]
    out_dir = tempfile.mkdtemp(prefix="toolharness-mcp-py-")
    generate(proto_dir, out_dir)
    sys.path.insert(0, out_dir)
    import grpc

    pb = importlib.import_module("toolharness.v1.harness_pb2")
    rpc = importlib.import_module("toolharness.v1.harness_pb2_grpc")

    mcp_run, mcp_contents, quote = await transcript_over_mcp(url)
    with grpc.insecure_channel(address) as channel:
        stub = rpc.ToolHarnessStub(channel)
        grpc_run = f"grpc-twin-{uuid.uuid4().hex[:8]}"
        grpc_contents = transcript_over_grpc(pb, stub, grpc_run, quote)
        check(mcp_contents == grpc_contents, f"model contents differ:\n{mcp_contents}\n{grpc_contents}")
        mcp_records, mcp_release = records(pb, stub, mcp_run)
        grpc_records, grpc_release = records(pb, stub, grpc_run)
        check(len(mcp_records) == 4, f"four executed calls recorded (m2 and m6 were refused): {len(mcp_records)}")
        check(mcp_records == grpc_records, f"records differ:\n{mcp_records}\n{grpc_records}")
        check(mcp_release == grpc_release and mcp_release[0] == DRAFT, f"releases differ: {mcp_release} {grpc_release}")
        await generated_ids_and_delete(url, pb, stub)
    await gates(url)
    print("mcp client: all checks passed")


if __name__ == "__main__":
    asyncio.run(main())
