from invoke import task
@task
def sync(c):
    c.run('echo ldapsearch -x -H ldap://vault-lohn40.ist2.corp.internal:389 -D uid=mdabrowski9,ou=dienste,dc=lager -w 4payCoZjsoZdaKhxRl -b dc=lager', echo=True)
