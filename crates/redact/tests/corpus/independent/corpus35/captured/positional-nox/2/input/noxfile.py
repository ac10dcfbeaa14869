import nox

@nox.session(venv_backend='none')
def migrate(session):
    session.run('true', '--dsn', 'postgresql://migrator:g^8Y5K7e7Zx4.K@auth-worker-18.svc.cluster.local:9200/app', '--token', 'npm_x8NxI5HvqIEHmq5ITlvoTfJle3jVTCVZurgz', '--dry-run', external=True)
