import nox

@nox.session(venv_backend='none')
def migrate(session):
    session.run('true', '--dsn', 'postgresql://migrator:P@E,MLVq%~YTO2ldoh@auth-app-13.corp.internal:9092/app', '--token', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI4NTU2NCIsImlhdCI6MTc2NTkzNzE0NCwic2NvcGUiOiJhZG1pbiJ9.txtFawuBncdJxMRpuQcJrdnZfaBjJUUX3jwRaHrNR54', '--dry-run', external=True)
