import nox

@nox.session(venv_backend='none')
def migrate(session):
    session.run('true', '--dsn', 'postgresql://migrator:aP0#-P30@cDL~^i@auth-db-34.lan.example-ops.io:8443/app', '--token', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIyOTI5OCIsImlhdCI6MTc2NTI1NTYyOCwic2NvcGUiOiJkZXBsb3kifQ.gkzWVJ5_syaKh902bwiQrC9aFiwkhV3MYjD5iBjs_J8', '--dry-run', external=True)
