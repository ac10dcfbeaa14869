
import asyncio, json, sys, traceback, logging
import psycopg, asyncpg, pg8000.native
spec = json.load(open(sys.argv[1]))
out = {}
DSN = spec["dsn"]
def exc_text(e):
    return "".join(traceback.format_exception_only(type(e), e))
def conv(v):
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) else str(v)
with psycopg.connect(DSN, autocommit=True) as c:
    for s in spec["setup"]:
        c.execute(s[0], s[1] if len(s) > 1 else None)
    for name, stmts in spec["psycopg_err"].items():
        txt = []
        for q, p in stmts:
            try:
                c.execute(q, p)
            except psycopg.Error as e:
                txt.append(exc_text(e))
        out[name] = "".join(txt)
    for name, q in spec["psycopg_rows"].items():
        cur = c.execute(q)
        out[name] = json.dumps({"columns": [d.name for d in cur.description], "rows": [[conv(v) for v in row] for row in cur.fetchall()]}, ensure_ascii=False)
async def a():
    c = await asyncpg.connect(DSN)
    for name, stmts in spec["asyncpg_err"].items():
        txt = []
        for q, p in stmts:
            try:
                await c.execute(q, *p) if p else await c.execute(q)
            except asyncpg.PostgresError as e:
                txt.append(exc_text(e))
        out[name] = "".join(txt)
    for name, q in spec["asyncpg_rows"].items():
        rows = await c.fetch(q)
        out[name] = json.dumps({"columns": list(rows[0].keys()), "rows": [[conv(v) for v in r.values()] for r in rows]}, ensure_ascii=False)
    await c.close()
asyncio.run(a())
c = pg8000.native.Connection(spec["user"], password=spec["password"], host="127.0.0.1", port=spec["port"], database="postgres")
for name, stmts in spec["pg8000_err"].items():
    txt = []
    for q, p in stmts:
        try:
            c.run(q, **p)
        except pg8000.native.DatabaseError as e:
            txt.append(exc_text(e))
    out[name] = "".join(txt)
for name, q in spec["pg8000_rows"].items():
    rows = c.run(q)
    out[name] = json.dumps({"columns": [d["name"] for d in c.columns], "rows": [[conv(v) for v in r] for r in rows]}, ensure_ascii=False)
c.close()
json.dump(out, open(sys.argv[2], "w"), ensure_ascii=False)
