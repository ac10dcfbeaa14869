-- Strip navigation and boilerplate from the Apache HTTP Server 2.4 HTML manual (apache2-doc).
local drop_id = {['page-header']=1, path=1, quickview=1, footer=1}
local drop_class = {top=1, up=1, toplang=1, bottomlang=1}
local boxed = {note=1, warning=1, example=1}

-- headings inside notes/warnings/examples become bold paragraphs
local function unhead(blocks)
  local out = {}
  for _, b in ipairs(blocks) do
    if b.t == 'Header' then table.insert(out, pandoc.Para({pandoc.Strong(b.content)}))
    else table.insert(out, b) end
  end
  return out
end

function Div(el)
  if drop_id[el.identifier] then return {} end
  for _, c in ipairs(el.classes) do
    if drop_class[c] then return {} end
  end
  for _, c in ipairs(el.classes) do
    if boxed[c] then return unhead(el.content) end
  end
  if el.identifier == 'preamble' then
    -- the module "Summary" heading is an h3 directly under the h1; make it h2
    for i, b in ipairs(el.content) do
      if b.t == 'Header' and b.level == 3 then b.level = 2 end
    end
  end
  return el.content
end

-- strip permalink pilcrows and images (icons, arrows)
function Link(el)
  if el.classes:includes('permalink') then return {} end
end
function Image(el) return {} end

-- directive / module summary tables -> list of "**Label:** value"
local function cell_inlines(cell)
  local inl = {}
  for _, b in ipairs(cell.contents) do
    if b.content then
      if #inl > 0 then table.insert(inl, pandoc.Space()) end
      for _, x in ipairs(b.content) do table.insert(inl, x) end
    end
  end
  return inl
end
local function strip_links(inl)
  return pandoc.walk_inline(pandoc.Span(inl), {Link = function(l) return l.content end}).content
end
function Table(el)
  if el.classes:includes('related') then return {} end
  if el.classes:includes('directive') or el.classes:includes('module') then
    local items = {}
    for _, body in ipairs(el.bodies) do
      for _, row in ipairs(body.body) do
        local cells = row.cells
        if #cells >= 2 then
          local label = strip_links(cell_inlines(cells[1]))
          local val = cell_inlines(cells[2])
          local line = {pandoc.Strong(label), pandoc.Space()}
          for _, x in ipairs(val) do table.insert(line, x) end
          table.insert(items, {pandoc.Plain(line)})
        end
      end
    end
    return pandoc.BulletList(items)
  end
  -- other tables: flatten every cell to one line so that pandoc can write a pipe table
  -- (otherwise gfm without raw HTML only prints "[TABLE]")
  local function flat(cell)
    local inl = {}
    for _, b in ipairs(cell.contents) do
      local piece
      if b.t == 'CodeBlock' then piece = {pandoc.Code((b.text:gsub('%s+', ' ')))}
      elseif b.t == 'Plain' or b.t == 'Para' then piece = b.content
      else piece = {pandoc.Str(pandoc.utils.stringify(b))} end
      if #inl > 0 then table.insert(inl, pandoc.Space()) end
      for _, x in ipairs(piece) do table.insert(inl, x) end
    end
    inl = pandoc.walk_inline(pandoc.Span(inl), {LineBreak = function() return pandoc.Space() end}).content
    cell.contents = {pandoc.Plain(inl)}
    cell.row_span = 1
    cell.col_span = 1
    return cell
  end
  local function fix_rows(rows)
    for _, row in ipairs(rows) do
      local cells = row.cells
      for k, c in ipairs(cells) do cells[k] = flat(c) end
      row.cells = cells
    end
    return rows
  end
  el.head.rows = fix_rows(el.head.rows)
  local bodies = el.bodies
  for _, body in ipairs(bodies) do
    body.head = fix_rows(body.head)
    body.body = fix_rows(body.body)
  end
  el.bodies = bodies
  el.foot.rows = fix_rows(el.foot.rows)
  return el
end

-- code blocks: "prettyprint lang-config" -> "config"; inline code: trim/collapse whitespace
function CodeBlock(el)
  local cls = {}
  for _, c in ipairs(el.classes) do
    local l = c:match('^lang%-(.+)$')
    if l then table.insert(cls, l) end
  end
  el.classes = cls
  el.identifier = ''
  return el
end
function Code(el)
  el.text = el.text:gsub('%s+', ' '):gsub('^ ', ''):gsub(' $', '')
  return el
end

-- drop the "See also" link lists (navigation) that follow most sections and directives
function Pandoc(doc)
  local out = {}
  local i = 1
  local bl = doc.blocks
  while i <= #bl do
    local b = bl[i]
    if b.t == 'Header' and pandoc.utils.stringify(b.content) == 'See also' then
      i = i + 1
      if i <= #bl and bl[i].t == 'BulletList' then i = i + 1 end
    else
      table.insert(out, b)
      i = i + 1
    end
  end
  -- drop headings left without any content (their only content was a dropped "related" table)
  local out2 = {}
  for j, b in ipairs(out) do
    local nxt = out[j + 1]
    if b.t == 'Header' and b.level > 1 and (nxt == nil or (nxt.t == 'Header' and nxt.level <= b.level)) then
      -- skip empty section
    else
      table.insert(out2, b)
    end
  end
  doc.blocks = out2
  return doc
end
