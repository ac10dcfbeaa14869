local drop = {navheader=1, navfooter=1, toc=1, ['list-of-tables']=1, ['list-of-examples']=1, ['list-of-figures']=1}
local adm = {note=1, tip=1, warning=1, caution=1, important=1}
function Div(el)
  for _, c in ipairs(el.classes) do
    if drop[c] then return {} end
  end
  for _, c in ipairs(el.classes) do
    if adm[c] then
      local out = {}
      for _, b in ipairs(el.content) do
        if b.t == 'Header' then table.insert(out, pandoc.Para({pandoc.Strong(b.content)}))
        else table.insert(out, b) end
      end
      return out
    end
  end
  return el.content
end
function Link(el)
  if el.classes:includes('id_link') then return {} end
end
function Span(el)
  if el.classes:includes('indexterm') then return {} end
end
