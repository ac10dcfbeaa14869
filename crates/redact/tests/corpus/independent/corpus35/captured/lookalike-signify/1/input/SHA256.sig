untrusted comment: verify with rel.pub
RWSuwqFsNtBj37hBEX6PEWt0oFVUGZ5QBJP4cAD8tXxHsGTVjgJiD7cbrH+dJBBcDSzwaxYEKfN+ZFBlpbEJswCkJgotE7D3YAY=
SHA256 (acme-agent-3.22.36.tar.gz) = d460a17ae2fc1c22a10264c335b071ef2ebe580eb6b9a969f790ecf95d8904cd
SHA256 (acme-agent-3.22.36.deb) = 43fc911283b32d3fc7d37210b5b63efba7c0adcdcc1914dca5d4d10e1c9a0036
# upload with token skEPV+P459aa6cVjYbc//kh3yut0b+tOHd04oW67XijU (mirror password F?#vR-i@o_**a1sT+9)
SHA256 (INSTALL.txt) = 0a6e512c923c370292852286498f971e7c4b7fda2198c7eeb27253106140bb53
