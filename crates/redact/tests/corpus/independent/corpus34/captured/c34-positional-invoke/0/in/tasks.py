from invoke import task
@task
def sync(c):
    c.run('echo ldapsearch -x -H ldap://db-crm04.osa1.corp.internal:389 -D uid=zdvorak4,ou=dienste,dc=lager -w gF2zJTiq0aab2Onbzi -b dc=lager', echo=True)
