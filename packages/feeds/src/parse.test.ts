import { describe, expect, it } from 'vitest'
import { fieldForColumn } from './columns'
import { FeedFormatError, parseFeed } from './parse'

describe('column names', () => {
  it('maps the usual Australian feed column names onto the Car fields', () => {
    const cases: [string, string][] = [
      ['Stock Number', 'stocknum'],
      ['StockNo', 'stocknum'],
      ['stock_number', 'stocknum'],
      ['VIN', 'vin'],
      ['Rego', 'regplate'],
      ['Registration', 'regplate'],
      ['Make', 'make'],
      ['Model', 'model'],
      ['Badge', 'badge'],
      ['Variant', 'badge'],
      ['Series', 'series'],
      ['Year', 'year'],
      ['YearOfManufacture', 'year'],
      ['Price', 'price'],
      ['SalePrice', 'price'],
      ['DriveAwayPrice', 'drive_away_price'],
      ['Kms', 'km'],
      ['Odometer', 'km'],
      ['Body', 'body'],
      ['BodyType', 'body'],
      ['Transmission', 'trans'],
      ['Fuel', 'fuel'],
      ['FuelType', 'fuel'],
      ['Colour', 'colour'],
      ['Color', 'colour'],
      ['Images', 'photos'],
      ['Photos', 'photos'],
      ['Comments', 'dealercomments'],
      ['Description', 'dealercomments'],
      ['Status', 'status'],
    ]
    for (const [column, field] of cases) expect(fieldForColumn(column), column).toBe(field)
    expect(fieldForColumn('Favourite Food')).toBeUndefined()
  })
})

describe('CSV feeds', () => {
  it('keeps a quoted "12,990" as one cell and reads each row with the line it starts on', () => {
    const feed = parseFeed(
      [
        'StockNo,Make,Model,Year,Price,Comments',
        'U1,Toyota,Corolla,2019,"12,990","One owner,',
        'full history"',
        '',
        'U2,Mazda,CX-5,2020,"$24,500",',
      ].join('\n'),
      'csv',
    )
    expect(feed.rows).toHaveLength(2)
    expect(feed.rows[0]!.line).toBe(2)
    expect(feed.rows[0]!.cells.price).toEqual({ column: 'Price', value: '12,990' })
    expect(feed.rows[0]!.cells.dealercomments!.value).toBe('One owner,\nfull history')
    expect(feed.rows[1]!.line).toBe(5)
    expect(feed.rows[1]!.cells.price!.value).toBe('$24,500')
    expect(feed.rows[0]!.problem).toBeUndefined()
  })

  it('gives each row the line it starts on in a CRLF feed too, past a quoted cell of several lines', () => {
    const rows = [
      'StockNo,Make,Model,Year,Comments',
      'U1,Kia,Rio,2020,"Line one',
      'Line two',
      'Line three"',
      'U2,Kia,Rio,20x0,',
      '',
      'U3,Kia,Rio,2021,',
    ]
    for (const eol of ['\r\n', '\n']) {
      const feed = parseFeed(rows.join(eol) + eol, 'csv')
      expect(
        feed.rows.map((r) => r.line),
        JSON.stringify(eol),
      ).toEqual([2, 5, 7])
      expect(feed.rows[0]!.cells.dealercomments!.value).toBe('Line one\nLine two\nLine three')
    }
  })

  it('reports an unclosed quote on the line where it opened, not at the end of the feed', () => {
    for (const eol of ['\n', '\r\n']) {
      const feed = ['StockNo,Make,Model,Year', 'U1,"Kia,Rio,2020', 'U2,Kia,Rio,2021', ''].join(eol)
      expect(() => parseFeed(feed, 'csv')).toThrow(
        'Not a readable CSV feed (line 2): the quote opened on line 2 is never closed (a quote inside a quoted cell is written twice: "").',
      )
    }
    const later = 'StockNo,Make,Model,Year,Comments\nU1,Kia,Rio,2020,"a ""b"" c\nd"\nU2,Kia,Rio,2021,"oops\nU3\n'
    expect(() => parseFeed(later, 'csv')).toThrow(/^Not a readable CSV feed \(line 4\)/)
  })

  it('reports an unquoted 12,990 as a row with too many cells', () => {
    const feed = parseFeed('StockNo,Make,Model,Year,Price\nU1,Toyota,Corolla,2019,12,990\n', 'csv')
    expect(feed.rows[0]!.problem?.reason).toMatch(/has 6 cells where the header has 5.*"12,990"/)
  })

  it('reads tab, semicolon and BOM-prefixed feeds, and numbered or repeated photo columns', () => {
    const tab = parseFeed(
      '\uFEFFStock No\tMake\tModel\tYear\tImage1\tImage2\nA1\tKia\tRio\t2021\thttp://x/1.jpg\thttp://x/2.jpg',
      'csv',
    )
    expect(tab.rows[0]!.cells.stocknum!.value).toBe('A1')
    expect(tab.rows[0]!.cells.photos!.value).toEqual(['http://x/1.jpg', 'http://x/2.jpg'])
    const semi = parseFeed('stock_number;make;model;year;colour\nB2;Ford;Ranger;2018;Blue', 'csv')
    expect(semi.rows[0]!.cells.colour!.value).toBe('Blue')
  })

  it('refuses a feed without a stock number column, or without a header, or with a broken quote', () => {
    expect(() => parseFeed('Make,Model,Year\nKia,Rio,2020', 'csv')).toThrow(/no stock number column/)
    expect(() => parseFeed('hello,world\n1,2', 'csv')).toThrow(FeedFormatError)
    expect(() => parseFeed('StockNo,Make,Model,Year\nU1,"Kia,Rio,2020\n', 'csv')).toThrow(FeedFormatError)
  })

  it('lists the columns it does not read', () => {
    const feed = parseFeed('StockNo,Make,Model,Year,Favourite\nU1,Kia,Rio,2020,x', 'csv')
    expect(feed.unknownColumns).toEqual(['Favourite'])
  })
})

describe('XML feeds', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Stock dealer="westside">
  <Vehicle StockNo="W100" Make="Toyota">
    <Model>HiLux</Model>
    <YearOfManufacture>2019</YearOfManufacture>
    <Price type="DriveAway">34,990</Price>
    <Images>
      <Image>https://cdn.example.com/w100/1.jpg</Image>
      <Image>https://cdn.example.com/w100/2.jpg</Image>
    </Images>
  </Vehicle>
  <Vehicle>
    <StockNo>W101</StockNo>
    <Details><Make>Mazda</Make><Model>CX-5</Model><Year>2021</Year></Details>
    <Photo url="https://cdn.example.com/w101/a.jpg"/>
    <Photo url="https://cdn.example.com/w101/b.jpg"/>
    <Description>Tidy &amp; clean</Description>
  </Vehicle>
</Stock>`

  it('reads fields from attributes and elements, with each car’s line', () => {
    const feed = parseFeed(xml, 'xml')
    expect(feed.rows).toHaveLength(2)
    const [a, b] = feed.rows
    expect(a!.line).toBe(3)
    expect(a!.cells.stocknum!.value).toBe('W100')
    expect(a!.cells.make!.value).toBe('Toyota')
    expect(a!.cells.model!.value).toBe('HiLux')
    expect(a!.cells.year!.value).toBe('2019')
    expect(a!.cells.price!.value).toBe('34,990')
    expect(a!.cells.photos!.value).toEqual(['https://cdn.example.com/w100/1.jpg', 'https://cdn.example.com/w100/2.jpg'])
    expect(b!.line).toBe(12)
    expect(b!.cells.make!.value).toBe('Mazda')
    expect(b!.cells.photos!.value).toEqual(['https://cdn.example.com/w101/a.jpg', 'https://cdn.example.com/w101/b.jpg'])
    expect(b!.cells.dealercomments!.value).toBe('Tidy & clean')
  })

  it('refuses XML that is not well formed, or holds no vehicles', () => {
    expect(() => parseFeed('<Stock><Vehicle></Stock>', 'xml')).toThrow(/Not a well-formed XML feed \(line 1\)/)
    expect(() => parseFeed('<Stock><Thing/></Stock>', 'xml')).toThrow(/No vehicles found/)
    expect(() => parseFeed('StockNo,Make\nU1,Kia', 'xml')).toThrow(FeedFormatError)
  })

  it('refuses a DOCTYPE with an external entity as unreadable, without reading it', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE s [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Stock><Vehicle><StockNo>&xxe;</StockNo><Make>Kia</Make><Model>Rio</Model><Year>2020</Year></Vehicle></Stock>`
    expect(() => parseFeed(xxe, 'xml')).toThrow(FeedFormatError)
    expect(() => parseFeed(xxe, 'xml')).toThrow(/external entity \(SYSTEM or PUBLIC\), which is never read/)
  })
})
