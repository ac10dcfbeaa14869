import nox

@nox.session(venv_backend='none')
def migrate(session):
    session.run('true', '--dsn', 'postgresql://migrator:7@Or0kalP0-D45w+r@reports-mq-09.lan.example-ops.io:8443/app', '--token', 'ed30b9d6ae476ad555bd3f96c44b097e', '--dry-run', external=True)
