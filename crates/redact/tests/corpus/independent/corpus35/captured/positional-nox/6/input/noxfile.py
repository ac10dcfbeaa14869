import nox

@nox.session(venv_backend='none')
def migrate(session):
    session.run('true', '--dsn', 'postgresql://migrator:7D_~o@MB@Ge*d@payments-cache-30.prod.acme-intra.net:9200/app', '--token', 'AKIAY2AIDDO1HR4PLMTE', '--dry-run', external=True)
