from invoke import task
@task
def sync(c):
    c.run('echo ldapsearch -x -H ldap://erp-crm24.fra2.corp.internal:389 -D uid=mdabrowski8,ou=dienste,dc=lager -w AK7vitQEzwD5f7L6a8 -b dc=lager', echo=True)
