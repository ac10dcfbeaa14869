from invoke import task
@task
def sync(c):
    c.run('echo ldapsearch -x -H ldap://ldap-lager26.fra2.corp.internal:389 -D uid=ola4,ou=dienste,dc=lager -w zNMlR6gz8el0TTk6NO -b dc=lager', echo=True)
