function Div(el)
  if el.classes:includes('contents') then return {} end
  return el.content
end
function RawBlock(el) return {} end
