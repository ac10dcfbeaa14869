from invoke import task
@task
def sync(c):
    c.run('echo ldapsearch -x -H ldap://kafka-kasse18.waw1.corp.internal:389 -D uid=lnguyen3,ou=dienste,dc=lager -w DM8DfS6DZKkHFBSGBm -b dc=lager', echo=True)
