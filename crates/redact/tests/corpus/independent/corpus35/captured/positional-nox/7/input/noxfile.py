import nox

@nox.session(venv_backend='none')
def migrate(session):
    session.run('true', '--dsn', 'postgresql://migrator:O8.hn*fgsw9-4G@notify-mq-01.svc.cluster.local:5432/app', '--token', '0e0c304c4d83335f921509301234c15a0539441a451720fb0a0eda8ad392d51f', '--dry-run', external=True)
