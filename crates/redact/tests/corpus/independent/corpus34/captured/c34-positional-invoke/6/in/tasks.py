from invoke import task
@task
def sync(c):
    c.run('echo ldapsearch -x -H ldap://kafka-crm36.waw1.corp.internal:389 -D uid=lnguyen9,ou=dienste,dc=lager -w Dd0GvtS3ZPepqTBLiL -b dc=lager', echo=True)
