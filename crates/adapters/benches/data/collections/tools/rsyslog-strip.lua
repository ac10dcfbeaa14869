-- rsyslog-doc (Sphinx "classic" theme) HTML -> gfm: keep only the page body, drop navigation and boilerplate
local drop = {related=1, sphinxsidebar=1, footer=1, clearer=1, ['toctree-wrapper']=1, contents=1, topic=1}
local adm = {note=1, tip=1, warning=1, caution=1, important=1, seealso=1, attention=1, hint=1, danger=1}
local function has(el, set)
  for _, c in ipairs(el.classes) do if set[c] then return true end end
  return false
end
local function boilerplate(el)
  -- the "See also: Help with configuring/using Rsyslog" and "Contributing to Rsyslog" boxes on every page
  local s = pandoc.utils.stringify(el)
  return s:match('^See also%s*Help with configuring/using') or s:match('^See also%s*Contributing to')
end
function Div(el)
  if has(el, drop) then return {} end
  if el.classes:includes('admonition') or has(el, adm) then
    if boilerplate(el) then return {} end
    local out = {}
    for _, b in ipairs(el.content) do
      if b.t == 'Para' and b.content[1] and b.content[1].t ~= 'Strong' and
         #out == 0 and pandoc.utils.stringify(b):match('^[%a ]+$') and #pandoc.utils.stringify(b) < 20 then
        table.insert(out, pandoc.Para({pandoc.Strong(b.content)}))
      elseif b.t == 'Header' then table.insert(out, pandoc.Para({pandoc.Strong(b.content)}))
      else table.insert(out, b) end
    end
    return out
  end
  return el.content
end
function Link(el)
  if el.classes:includes('headerlink') then return {} end
end
function Pandoc(doc)
  -- keep only <div class="body">; drop the trailing "Copyright ... and Others." line
  local body
  local function find(blocks)
    for _, b in ipairs(blocks) do
      if b.t == 'Div' then
        if b.classes:includes('body') then body = b.content return end
        find(b.content); if body then return end
      end
    end
  end
  find(doc.blocks)
  local blocks = body and pandoc.Blocks(body) or doc.blocks
  blocks = pandoc.Pandoc(blocks, doc.meta):walk({Div = Div, Link = Link}).blocks
  local out = {}
  for _, b in ipairs(blocks) do
    local s = (b.t == 'Para') and pandoc.utils.stringify(b) or ''
    if not (s:match('^Copyright %d%d%d%d') and s:match('and [Oo]thers%.?%s*$')) then table.insert(out, b) end
  end
  return pandoc.Pandoc(out, doc.meta)
end
