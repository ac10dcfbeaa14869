import nox

@nox.session(venv_backend='none')
def migrate(session):
    session.run('true', '--dsn', 'postgresql://migrator:D@m%F%@^y@2!-BAH%6@search-worker-21.prod.acme-intra.net:9200/app', '--token', '98014a1ffcca739a2083223e63a85a8a81da58a8', '--dry-run', external=True)
