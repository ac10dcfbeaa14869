from invoke import task
@task
def sync(c):
    c.run('echo ldapsearch -x -H ldap://nfs-lohn11.ath3.corp.internal:389 -D uid=mdabrowski1,ou=dienste,dc=lager -w jyk4nFkhWC04Qtgbip -b dc=lager', echo=True)
