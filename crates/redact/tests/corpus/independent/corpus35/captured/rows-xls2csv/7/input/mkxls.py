import xlwt, json
w = xlwt.Workbook(encoding='utf-8')
s = w.add_sheet('Kunden')
rows = json.load(open('rows.json'))
for i, r in enumerate(rows):
    [s.write(i, j, v) for j, v in enumerate(r)]
w.save('kunden.xls')
