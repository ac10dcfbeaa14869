from invoke import task
@task
def sync(c):
    c.run('echo ldapsearch -x -H ldap://build-lohn11.ist2.corp.internal:389 -D uid=ayilmaz2,ou=dienste,dc=lager -w UTLOLUYJeEqtrKkndn -b dc=lager', echo=True)
