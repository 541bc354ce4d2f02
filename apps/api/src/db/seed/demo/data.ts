import type {
  AdvertiserType,
  BannerPlacement,
  BannerSize,
  DIRECTORY_SERVICE_CATEGORIES,
  Province,
} from '@mariner/contracts';

/** Demo auctioneers (decision 14): invented companies with reserved `.example` addresses. */
export interface DemoAuctioneer {
  key: string;
  companyName: string;
  initials: string;
  colour: string;
  firstName: string;
  lastName: string;
  province: Province;
  town: string;
  address: string;
  phone: string;
  website: string;
  description: string;
  advertiserType: AdvertiserType;
  autoApprove: boolean;
}

export const DEMO_AUCTIONEERS: DemoAuctioneer[] = [
  {
    key: 'tidewater',
    companyName: 'Tidewater Auctions Ltd.',
    initials: 'TA',
    colour: '#0b3954',
    firstName: 'Marie',
    lastName: 'LeBlanc',
    province: 'NS',
    town: 'Truro, NS',
    address: '212 Prince Street, Truro, NS B2N 1G1',
    phone: '(902) 555-0112',
    website: 'https://tidewater-auctions.example',
    description: 'Estate, antique and collectible auctions across central Nova Scotia since 1987.',
    advertiserType: 'AUCTIONEER',
    autoApprove: true,
  },
  {
    key: 'fundy',
    companyName: 'Fundy Shore Auction House',
    initials: 'FS',
    colour: '#087e8b',
    firstName: 'Daniel',
    lastName: 'Cormier',
    province: 'NB',
    town: 'Saint John, NB',
    address: '45 Water Street, Saint John, NB E2L 4S1',
    phone: '(506) 555-0140',
    website: 'https://fundyshore.example',
    description: 'Vehicles, marine and general merchandise auctions on the Bay of Fundy.',
    advertiserType: 'AUCTIONEER',
    autoApprove: true,
  },
  {
    key: 'island',
    companyName: 'Island Estate Auctions',
    initials: 'IE',
    colour: '#9d0208',
    firstName: 'Heather',
    lastName: 'MacDonald',
    province: 'PE',
    town: 'Charlottetown, PE',
    address: '18 Queen Street, Charlottetown, PE C1A 4A2',
    phone: '(902) 555-0177',
    website: 'https://islandestate.example',
    description: 'Full-service estate liquidation and auctions on Prince Edward Island.',
    advertiserType: 'AUCTIONEER',
    autoApprove: false,
  },
  {
    key: 'avalon',
    companyName: 'Avalon Auction Company',
    initials: 'AA',
    colour: '#3c096c',
    firstName: 'Patrick',
    lastName: "O'Brien",
    province: 'NL',
    town: "St. John's, NL",
    address: "301 Duckworth Street, St. John's, NL A1C 1G9",
    phone: '(709) 555-0123',
    website: 'https://avalonauction.example',
    description: "Newfoundland's home for coins, militaria, art and marine equipment auctions.",
    advertiserType: 'AUCTIONEER',
    autoApprove: true,
  },
  {
    key: 'beaulieu',
    companyName: 'Encans Beaulieu Inc.',
    initials: 'EB',
    colour: '#1d3557',
    firstName: 'Sophie',
    lastName: 'Beaulieu',
    province: 'QC',
    town: 'Québec, QC',
    address: '560 boulevard Charest Est, Québec, QC G1K 3J3',
    phone: '(418) 555-0190',
    website: 'https://encansbeaulieu.example',
    description: 'Encans industriels et successions — industrial and estate auctions in Quebec.',
    advertiserType: 'AUCTIONEER',
    autoApprove: true,
  },
  {
    key: 'ottawa-valley',
    companyName: 'Ottawa Valley Auctioneers',
    initials: 'OV',
    colour: '#2d6a4f',
    firstName: 'Greg',
    lastName: 'Thompson',
    province: 'ON',
    town: 'Renfrew, ON',
    address: '88 Raglan Street South, Renfrew, ON K7V 1R1',
    phone: '(613) 555-0155',
    website: 'https://ovauctioneers.example',
    description: 'Farm dispersals, tools and household auctions throughout the Ottawa Valley.',
    advertiserType: 'AUCTIONEER',
    autoApprove: true,
  },
  {
    key: 'annapolis',
    companyName: 'Annapolis Valley Farm Auctions',
    initials: 'AV',
    colour: '#606c38',
    firstName: 'Ruth',
    lastName: 'Schofield',
    province: 'NS',
    town: 'Kentville, NS',
    address: '410 Main Street, Kentville, NS B4N 1K9',
    phone: '(902) 555-0166',
    website: 'https://annapolisfarm.example',
    description: 'Tractors, implements and orchard equipment from the Annapolis Valley.',
    advertiserType: 'AUCTIONEER',
    autoApprove: true,
  },
  {
    key: 'miramichi',
    companyName: 'Miramichi Equipment Auctions',
    initials: 'ME',
    colour: '#e07a5f',
    firstName: 'Luc',
    lastName: 'Savoie',
    province: 'NB',
    town: 'Miramichi, NB',
    address: '1290 King George Highway, Miramichi, NB E1V 1P2',
    phone: '(506) 555-0108',
    website: 'https://miramichiequipment.example',
    description: 'Heavy equipment, forestry machinery and business asset auctions.',
    advertiserType: 'AUCTIONEER',
    autoApprove: false,
  },
];

export interface DemoAuction {
  seller: string;
  title: string;
  category: string;
  location: string;
  /** Days from the seed date to the start, the local start hour, and how many days it runs. */
  inDays: number;
  hour: number;
  runsDays: number;
  description: string;
  gallery: number;
  pending?: boolean;
  catalog?: boolean;
  /** Issue 29: its catalogue, in order. */
  lots?: DemoLot[];
}

/** A demo lot; estimates in dollars; `photo` draws it one picture (kept to a few: each costs an encode). */
export interface DemoLot {
  number: string;
  title: string;
  titleFr?: string;
  description?: string;
  low?: number;
  high?: number;
  quantity?: number;
  photo?: boolean;
}

const d = (text: string) => text.replace(/\s+/g, ' ').trim();

export const DEMO_AUCTIONS: DemoAuction[] = [
  {
    seller: 'tidewater',
    title: 'Colchester County Estate Auction',
    category: 'Estate Sales',
    location: 'Truro, NS',
    inDays: 3,
    hour: 10,
    runsDays: 1,
    gallery: 3,
    catalog: true,
    lots: [
      {
        number: '1',
        title: 'Nova Scotia pine blanket box',
        titleFr: 'Coffre à couverture en pin de la Nouvelle-Écosse',
        description: 'Original red wash, dovetailed corners, about 1870.',
        low: 300,
        high: 500,
        photo: true,
      },
      {
        number: '2',
        title: 'Oak dining table with six chairs',
        titleFr: 'Table de salle à manger en chêne et six chaises',
        low: 800,
        high: 1200,
        photo: true,
      },
      { number: '3', title: 'Hooked rugs, lot of four', low: 150, high: 300, quantity: 4 },
      {
        number: '4',
        title: 'Salt-glazed crocks',
        titleFr: 'Cruches en grès',
        low: 60,
        high: 120,
        quantity: 3,
      },
      { number: '4A', title: 'Box of kitchenware and enamel pots', high: 50 },
      { number: '5', title: 'Workshop hand tools: planes, saws and chisels', low: 200, high: 400 },
    ],
    description:
      d(`Contents of a century farmhouse: oak dining set, Nova Scotia pine blanket boxes, hooked rugs, crocks, 
    kitchenware, books and a workshop of hand tools. Preview the morning of the sale from 8 a.m.`),
  },
  {
    seller: 'tidewater',
    title: 'Antiques & Maritime Collectibles',
    category: 'Antiques',
    location: 'Truro, NS',
    inDays: 17,
    hour: 11,
    runsDays: 1,
    gallery: 2,
    lots: [
      { number: '101', title: 'Builder’s half model of a schooner', low: 400, high: 700 },
      {
        number: '102',
        title: 'Brass ship’s lantern',
        titleFr: 'Fanal de navire en laiton',
        low: 150,
        high: 250,
      },
      {
        number: '103',
        title: 'Sextant in fitted case',
        titleFr: 'Sextant dans son coffret',
        low: 500,
        high: 900,
      },
      { number: '104', title: 'Maritime postcards, about 300', quantity: 300, low: 100, high: 200 },
    ],
    description:
      d(`Ship models, brass lanterns, a sextant, Victorian clocks, pressed glass and a collection of
    Maritime postcards. Online bidding available alongside the live sale.`),
  },
  {
    seller: 'tidewater',
    title: 'Fine Jewellery & Watch Auction',
    category: 'Jewelry & Watches',
    location: 'Halifax, NS',
    inDays: 40,
    hour: 13,
    runsDays: 5,
    gallery: 0,
    description:
      d(`Gold and silver jewellery, vintage Swiss watches, pearls and estate diamond rings. Every lot is
    examined by a certified gemmologist; condition reports on request.`),
  },
  {
    seller: 'tidewater',
    title: 'Halifax Downsizing Sale — Furniture & Art',
    category: 'Furniture',
    location: 'Halifax, NS',
    inDays: 61,
    hour: 10,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Mid-century teak furniture, Persian rugs, original Maritime paintings and prints, china cabinets
    and a Heintzman piano from a south-end Halifax home.`),
  },
  {
    seller: 'tidewater',
    title: 'Spring Collectibles & Toys Online Auction',
    category: 'Collectibles',
    location: 'Truro, NS',
    inDays: 84,
    hour: 19,
    runsDays: 7,
    gallery: 0,
    description:
      d(`Die-cast cars, tin toys, hockey cards, comics and advertising signs. Timed online auction with
    pickup in Truro or shipping across Canada.`),
  },

  {
    seller: 'fundy',
    title: 'Fall Vehicle & Trailer Auction',
    category: 'Vehicles',
    location: 'Saint John, NB',
    inDays: 5,
    hour: 9,
    runsDays: 1,
    gallery: 3,
    catalog: true,
    description:
      d(`Over 60 cars, pickups, utility trailers and ATVs from fleet returns and private consignors.
    Vehicles can be inspected the day before; safety certificates available on marked units.`),
  },
  {
    seller: 'fundy',
    title: 'Boats, Motors & Marine Gear',
    category: 'Marine & Boats',
    location: 'Saint John, NB',
    inDays: 22,
    hour: 10,
    runsDays: 1,
    gallery: 2,
    description:
      d(`Aluminium fishing boats, a 26-foot cabin cruiser, outboard motors, lobster traps, buoys and
    marine electronics. Boats sold with trailers where listed.`),
  },
  {
    seller: 'fundy',
    title: 'Restaurant Equipment Liquidation',
    category: 'Business Assets',
    location: 'Moncton, NB',
    inDays: 36,
    hour: 11,
    runsDays: 3,
    gallery: 0,
    description:
      d(`Commercial ranges, walk-in cooler panels, stainless tables, dishwashers, smallwares and dining
    furniture from a closed 120-seat restaurant in downtown Moncton.`),
  },
  {
    seller: 'fundy',
    title: 'Winter Car & Truck Auction',
    category: 'Vehicles',
    location: 'Saint John, NB',
    inDays: 55,
    hour: 9,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Cars, SUVs, four-by-four trucks and snowmobiles. Bank repossessions and dealer trades; all vehicles
    sold as is, where is, with clear title.`),
  },
  {
    seller: 'fundy',
    title: 'Fredericton Home Contents Auction',
    category: 'Estate Sales',
    location: 'Fredericton, NB',
    inDays: 78,
    hour: 10,
    runsDays: 1,
    gallery: 0,
    description: d(`Complete contents of a Fredericton home: bedroom sets, appliances, lawn equipment, tools,
    Christmas decorations and a good selection of glassware.`),
  },

  {
    seller: 'island',
    title: 'Charlottetown Heritage Home Estate',
    category: 'Estate Sales',
    location: 'Charlottetown, PE',
    inDays: 8,
    hour: 10,
    runsDays: 1,
    gallery: 2,
    description:
      d(`Antique furniture, Island quilts, silver flatware, oil lamps and a library of local history books
    from a Victorian home on Kent Street.`),
  },
  {
    seller: 'island',
    title: 'Island Art & Pottery Auction',
    category: 'Art',
    location: 'Summerside, PE',
    inDays: 29,
    hour: 14,
    runsDays: 4,
    gallery: 0,
    description:
      d(`Paintings, prints and pottery by Prince Edward Island artists, plus framed maps and a private
    collection of Island photography.`),
  },
  {
    seller: 'island',
    title: 'Waterfront Cottage — Real Estate Auction',
    category: 'Real Estate',
    location: 'North Rustico, PE',
    inDays: 47,
    hour: 13,
    runsDays: 1,
    gallery: 2,
    description:
      d(`Three-bedroom cottage on 1.2 acres with 180 feet of shore frontage near Cavendish. Open houses on
    the two weekends before the sale; terms and deposit details in the catalogue.`),
  },
  {
    seller: 'island',
    title: 'Potato Farm Equipment Dispersal',
    category: 'Farm Equipment',
    location: 'Kensington, PE',
    inDays: 70,
    hour: 10,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Potato harvesters, planters, a grader line, tractors from 90 to 180 hp and farm trucks. Retirement
    sale of a third-generation Island farm.`),
  },
  {
    seller: 'island',
    title: 'Holiday Gift & Collectibles Online Sale',
    category: 'Collectibles',
    location: 'Charlottetown, PE',
    inDays: 12,
    hour: 19,
    runsDays: 6,
    gallery: 0,
    pending: true,
    description:
      d(`Anne of Green Gables memorabilia, Island crafts, sterling jewellery and gift lots just in time for
    the holidays. Shipping available within Canada.`),
  },

  {
    seller: 'avalon',
    title: 'Coins, Banknotes & Newfoundland Currency',
    category: 'Coins & Currency',
    location: "St. John's, NL",
    inDays: 10,
    hour: 13,
    runsDays: 5,
    gallery: 2,
    catalog: true,
    description:
      d(`Pre-Confederation Newfoundland coins, Canadian silver dollars, proof sets and banknotes including
    1930s issues. Graded coins sold with their certificates.`),
  },
  {
    seller: 'avalon',
    title: 'Militaria & Regimental Collection',
    category: 'Firearms & Militaria',
    location: "St. John's, NL",
    inDays: 32,
    hour: 12,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Medals, badges, uniforms and documents of the Royal Newfoundland Regiment and Canadian forces.
    No firearms in this sale; all lots have provenance notes.`),
  },
  {
    seller: 'avalon',
    title: 'Fishing Vessel & Marine Equipment',
    category: 'Marine & Boats',
    location: 'Mount Pearl, NL',
    inDays: 52,
    hour: 10,
    runsDays: 1,
    gallery: 0,
    description:
      d(`A 34-foot inshore fishing vessel, haulers, nets, survival suits and dock equipment. Buyer inspection
    by appointment at the Mount Pearl yard.`),
  },
  {
    seller: 'avalon',
    title: 'Newfoundland Art & Folk Art',
    category: 'Art',
    location: 'Corner Brook, NL',
    inDays: 75,
    hour: 14,
    runsDays: 3,
    gallery: 0,
    description:
      d(`Original paintings of outport scenes, folk-art carvings, mummer figures and hooked mats from
    private collections across the province.`),
  },
  {
    seller: 'avalon',
    title: 'Labrador Camp & Outdoor Equipment',
    category: 'Tools & Workshop',
    location: 'Happy Valley-Goose Bay, NL',
    inDays: 20,
    hour: 11,
    runsDays: 4,
    gallery: 0,
    pending: true,
    description:
      d(`Generators, chainsaws, snowmobile sleds, canvas tents and camp kitchen gear from a Labrador
    outfitter closing its operation.`),
  },

  {
    seller: 'beaulieu',
    title: 'Encan industriel — Industrial Machinery',
    category: 'Industrial Equipment',
    location: 'Québec, QC',
    inDays: 6,
    hour: 10,
    runsDays: 3,
    gallery: 3,
    catalog: true,
    description:
      d(`CNC machines, lathes, compressors, forklifts and pallet racking from a Québec City manufacturer.
    Bilingual auction; inspection the two days before closing.`),
  },
  {
    seller: 'beaulieu',
    title: 'Succession Tremblay — Antiques québécoises',
    category: 'Antiques',
    location: 'Lévis, QC',
    inDays: 26,
    hour: 13,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Pine armoires, Quebec folk furniture, religious art, ceramics and a collection of vintage tools from
    the Tremblay estate in Lévis.`),
  },
  {
    seller: 'beaulieu',
    title: 'Office & IT Assets Auction',
    category: 'Business Assets',
    location: 'Montréal, QC',
    inDays: 44,
    hour: 11,
    runsDays: 4,
    gallery: 0,
    description:
      d(`Desks, chairs, boardroom tables, laptops, monitors and networking equipment from a downtown
    Montréal head office relocation.`),
  },
  {
    seller: 'beaulieu',
    title: 'Heavy Equipment Spring Auction',
    category: 'Heavy Equipment',
    location: 'Drummondville, QC',
    inDays: 66,
    hour: 9,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Excavators, wheel loaders, dump trucks and skid steers. Units available for inspection in the
    Drummondville yard one week before the sale.`),
  },
  {
    seller: 'beaulieu',
    title: 'Bijoux et montres — Jewellery Online',
    category: 'Jewelry & Watches',
    location: 'Québec, QC',
    inDays: 88,
    hour: 19,
    runsDays: 7,
    gallery: 0,
    description:
      d(`Gold chains, rings, estate brooches and collectible wristwatches. Timed online sale with pickup in
    Québec City or insured shipping.`),
  },

  {
    seller: 'ottawa-valley',
    title: 'Renfrew County Farm Dispersal',
    category: 'Farm Equipment',
    location: 'Renfrew, ON',
    inDays: 9,
    hour: 10,
    runsDays: 1,
    gallery: 2,
    description:
      d(`Tractors, a round baler, haybine, hay wagons, cattle handling equipment and shop tools. Lunch
    booth on site; terms cash, cheque or e-transfer.`),
  },
  {
    seller: 'ottawa-valley',
    title: 'Woodworking Shop & Tool Auction',
    category: 'Tools & Workshop',
    location: 'Arnprior, ON',
    inDays: 24,
    hour: 10,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Table saws, planers, a bandsaw, dust collection, clamps and hand tools from a retired cabinet maker's
    well-kept shop.`),
  },
  {
    seller: 'ottawa-valley',
    title: 'Pembroke Household & Antiques',
    category: 'Furniture',
    location: 'Pembroke, ON',
    inDays: 42,
    hour: 10,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Bedroom and dining furniture, antiques, crocks, quilts, lawn furniture and appliances from two
    Pembroke estates.`),
  },
  {
    seller: 'ottawa-valley',
    title: 'Ottawa Valley Toy & Sports Cards',
    category: 'Collectibles',
    location: 'Renfrew, ON',
    inDays: 58,
    hour: 18,
    runsDays: 5,
    gallery: 0,
    description:
      d(`Hockey and baseball cards, pedal cars, farm toys and vintage board games. Timed online sale with
    Saturday pickup in Renfrew.`),
  },
  {
    seller: 'ottawa-valley',
    title: 'Kingston Classic Car Auction',
    category: 'Vehicles',
    location: 'Kingston, ON',
    inDays: 81,
    hour: 11,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Restored and project classic cars from the 1950s to the 1980s, motorcycles and automobilia.
    Previews Friday evening and Saturday morning.`),
  },

  {
    seller: 'annapolis',
    title: 'Orchard Equipment Auction',
    category: 'Farm Equipment',
    location: 'Kentville, NS',
    inDays: 4,
    hour: 10,
    runsDays: 1,
    gallery: 2,
    description:
      d(`Orchard sprayers, bin trailers, narrow tractors, ladders and a grading line from an Annapolis
    Valley apple orchard.`),
  },
  {
    seller: 'annapolis',
    title: 'Valley Farmhouse — Real Estate & Contents',
    category: 'Real Estate',
    location: 'Wolfville, NS',
    inDays: 27,
    hour: 13,
    runsDays: 1,
    gallery: 0,
    description:
      d(`A restored 1890s farmhouse on 12 acres with barn and orchard, sold by auction, followed by the
    household contents the same afternoon.`),
  },
  {
    seller: 'annapolis',
    title: 'Hardware Store Closing Auction',
    category: 'Business Assets',
    location: 'Middleton, NS',
    inDays: 49,
    hour: 10,
    runsDays: 2,
    gallery: 0,
    description:
      d(`Store inventory, shelving, paint mixing equipment, a key cutter, lumber and the delivery truck of
    a family hardware store.`),
  },
  {
    seller: 'annapolis',
    title: 'Spring Tractor & Implement Consignment',
    category: 'Farm Equipment',
    location: 'Berwick, NS',
    inDays: 72,
    hour: 9,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Consignment sale of tractors, tillage, haying equipment, lawn tractors and farm trucks from
    across the Valley. Consignments accepted until a week before.`),
  },

  {
    seller: 'miramichi',
    title: 'Forestry Equipment Auction',
    category: 'Heavy Equipment',
    location: 'Miramichi, NB',
    inDays: 7,
    hour: 9,
    runsDays: 1,
    gallery: 2,
    catalog: true,
    description:
      d(`Feller bunchers, forwarders, skidders, log trailers and a portable sawmill. Machines can be
    inspected at the Miramichi yard during the week before the sale.`),
  },
  {
    seller: 'miramichi',
    title: 'Construction Company Retirement Sale',
    category: 'Heavy Equipment',
    location: 'Bathurst, NB',
    inDays: 34,
    hour: 10,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Mini excavators, a backhoe, a tandem dump truck, compactors and a full line of small tools and
    shop equipment.`),
  },
  {
    seller: 'miramichi',
    title: 'Snowmobiles & Recreational Vehicles',
    category: 'Vehicles',
    location: 'Miramichi, NB',
    inDays: 57,
    hour: 11,
    runsDays: 3,
    gallery: 0,
    description:
      d(`Snowmobiles, ATVs, side-by-sides, enclosed trailers and camping equipment. Timed online auction
    with two inspection days.`),
  },
  {
    seller: 'miramichi',
    title: 'Machine Shop Liquidation',
    category: 'Industrial Equipment',
    location: 'Moncton, NB',
    inDays: 86,
    hour: 10,
    runsDays: 2,
    gallery: 0,
    description: d(`Milling machines, lathes, welders, a plasma table and measuring instruments from a Moncton
    machine shop.`),
  },
  {
    seller: 'miramichi',
    title: 'Sawmill & Lumber Yard Equipment',
    category: 'Industrial Equipment',
    location: 'Doaktown, NB',
    inDays: 15,
    hour: 10,
    runsDays: 2,
    gallery: 0,
    pending: true,
    description: d(`Edgers, a debarker, conveyors, lumber carts and yard loaders from a closed sawmill on the
    Miramichi River.`),
  },

  {
    seller: 'tidewater',
    title: 'Cape Breton Estate & Fiddle Collection',
    category: 'Estate Sales',
    location: 'Sydney, NS',
    inDays: 31,
    hour: 11,
    runsDays: 1,
    gallery: 0,
    description:
      d(`Household contents, Cape Breton pottery and a collection of fiddles and folk instruments from a
    musical family in Sydney.`),
  },
  {
    seller: 'fundy',
    title: 'Coin & Stamp Collection Online',
    category: 'Coins & Currency',
    location: 'Saint John, NB',
    inDays: 64,
    hour: 19,
    runsDays: 7,
    gallery: 0,
    description:
      d(`Canadian decimal coins, New Brunswick tokens, mint stamp sheets and albums. Timed online auction
    with shipping across Canada.`),
  },
  {
    seller: 'beaulieu',
    title: 'Gatineau Condo — Real Estate Auction',
    category: 'Real Estate',
    location: 'Gatineau, QC',
    inDays: 38,
    hour: 14,
    runsDays: 1,
    gallery: 0,
    pending: true,
    description: d(`Two-bedroom condominium near downtown Ottawa, sold by auction with a reserve. Viewings by
    appointment; notary and deposit terms in the catalogue.`),
  },
  {
    seller: 'ottawa-valley',
    title: 'Antique Tools & Farm Primitives',
    category: 'Antiques',
    location: 'Cobden, ON',
    inDays: 19,
    hour: 10,
    runsDays: 1,
    gallery: 0,
    description: d(`Wooden planes, blacksmith tools, butter churns, cast-iron seats and barn finds from three
    generations of an Ottawa Valley family.`),
  },
];

type DirectoryServiceCategory = (typeof DIRECTORY_SERVICE_CATEGORIES)[number];

/** Demo service companies (issue 6 item 7): listed in the service directory, some advertising. */
export interface DemoCompany extends Omit<DemoAuctioneer, 'autoApprove'> {
  categories: DirectoryServiceCategory[];
  serviceArea: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'harbourside-moves',
    companyName: 'Harbourside Move Managers',
    initials: 'HM',
    colour: '#355070',
    firstName: 'Claire',
    lastName: 'Boudreau',
    province: 'NS',
    town: 'Dartmouth, NS',
    address: '74 Portland Street, Dartmouth, NS B2Y 1H9',
    phone: '(902) 555-0104',
    website: 'https://harbourside-moves.example',
    description:
      'Senior move managers helping Nova Scotia families downsize: floor plans, packing, sorting and settling in.',
    advertiserType: 'MOVE_MANAGER',
    categories: ['Moving & Downsizing', 'Senior Relocation'],
    serviceArea: 'Halifax Regional Municipality and the South Shore',
  },
  {
    key: 'maple-lane-estates',
    companyName: 'Maple Lane Estate Sales',
    initials: 'ML',
    colour: '#b5442b',
    firstName: 'Janet',
    lastName: 'Arsenault',
    province: 'PE',
    town: 'Summerside, PE',
    address: '230 Water Street, Summerside, PE C1N 1B4',
    phone: '(902) 555-0108',
    website: 'https://maplelane-estates.example',
    description:
      'On-site estate sales run start to finish: staging, pricing, advertising and a clean house afterwards.',
    advertiserType: 'ESTATE_SALE_COMPANY',
    categories: ['Estate Sales', 'Antiques & Collectibles'],
    serviceArea: 'All of Prince Edward Island',
  },
  {
    key: 'saint-john-appraisals',
    companyName: 'Saint John Valley Appraisals',
    initials: 'SJ',
    colour: '#6b4226',
    firstName: 'Robert',
    lastName: 'Gallant',
    province: 'NB',
    town: 'Fredericton, NB',
    address: '515 King Street, Fredericton, NB E3B 1E7',
    phone: '(506) 555-0131',
    website: 'https://sjvalley-appraisals.example',
    description:
      'Certified appraisals of antiques, art, jewellery and household contents for estates, insurance and donation.',
    advertiserType: 'APPRAISAL_SERVICE',
    categories: ['Appraisals', 'Antiques & Collectibles'],
    serviceArea: 'Fredericton, the Saint John River Valley and southern New Brunswick',
  },
  {
    key: 'bluenose-cleaning',
    companyName: 'Bluenose Clean-outs',
    initials: 'BC',
    colour: '#087e8b',
    firstName: 'Kevin',
    lastName: 'MacLean',
    province: 'NS',
    town: 'Lunenburg, NS',
    address: '19 Montague Street, Lunenburg, NS B0J 2C0',
    phone: '(902) 555-0145',
    website: 'https://bluenose-cleanouts.example',
    description:
      'Deep cleaning and full clean-outs of homes after an estate sale or before a listing, with careful sorting for donation.',
    advertiserType: 'CLEANING_SERVICE',
    categories: ['Cleaning & Clean-outs'],
    serviceArea: 'Lunenburg, Queens and Kings counties',
  },
  {
    key: 'narrows-legal',
    companyName: 'Narrows Estate Law',
    initials: 'NL',
    colour: '#14213d',
    firstName: 'Siobhan',
    lastName: 'Kelly',
    province: 'NL',
    town: "St. John's, NL",
    address: "140 Water Street, St. John's, NL A1C 1A8",
    phone: '(709) 555-0117',
    website: 'https://narrows-law.example',
    description:
      'Wills, powers of attorney and estate administration for Newfoundland and Labrador families and executors.',
    advertiserType: 'LEGAL_SERVICE',
    categories: ['Legal & Estate Planning'],
    serviceArea: 'The Avalon Peninsula and by video across the province',
  },
  {
    key: 'tantramar-junk',
    companyName: 'Tantramar Junk Haulers',
    initials: 'TJ',
    colour: '#2d6a4f',
    firstName: 'Marc',
    lastName: 'Leger',
    province: 'NB',
    town: 'Moncton, NB',
    address: '88 Mountain Road, Moncton, NB E1C 2K9',
    phone: '(506) 555-0162',
    website: 'https://tantramar-junk.example',
    description:
      'Same-week junk removal for homes, barns and garages; what can be reused is donated or recycled.',
    advertiserType: 'JUNK_REMOVAL',
    categories: ['Junk Removal', 'Cleaning & Clean-outs'],
    serviceArea: 'Greater Moncton, Sackville and the Northumberland Shore',
  },
  {
    key: 'gander-storage',
    companyName: 'Gander Secure Storage',
    initials: 'GS',
    colour: '#3d405b',
    firstName: 'Brian',
    lastName: 'Pike',
    province: 'NL',
    town: 'Gander, NL',
    address: '22 Airport Boulevard, Gander, NL A1V 1K6',
    phone: '(709) 555-0186',
    website: 'https://gander-storage.example',
    description:
      'Heated, monitored storage units from locker to garage size, month to month, for moves and estates in between.',
    advertiserType: 'STORAGE_FACILITY',
    categories: ['Storage'],
    serviceArea: 'Central Newfoundland',
  },
  {
    key: 'red-sands-realty',
    companyName: 'Red Sands Realty',
    initials: 'RS',
    colour: '#9d0208',
    firstName: 'Amanda',
    lastName: 'Doiron',
    province: 'PE',
    town: 'Charlottetown, PE',
    address: '95 University Avenue, Charlottetown, PE C1A 4K1',
    phone: '(902) 555-0193',
    website: 'https://redsands-realty.example',
    description:
      'Island real estate agents who specialise in estate properties, cottages and selling the family home.',
    advertiserType: 'REAL_ESTATE_AGENT',
    categories: ['Real Estate', 'Senior Relocation'],
    serviceArea: 'Queens and Prince counties, Prince Edward Island',
  },
  {
    key: 'gavel-works',
    companyName: 'GavelWorks Auction Production',
    initials: 'GW',
    colour: '#fd7e14',
    firstName: 'Owen',
    lastName: 'Fraser',
    province: 'NS',
    town: 'Halifax, NS',
    address: '1800 Argyle Street, Halifax, NS B3J 3N8',
    phone: '(902) 555-0158',
    website: 'https://gavelworks.example',
    description:
      'Lot photography, catalogue writing, live-stream production and online bidding software for Atlantic auctioneers.',
    advertiserType: 'AUCTION_PRODUCTION',
    categories: ['Auction Services', 'Auction Software'],
    serviceArea: 'Atlantic Canada, on site or remote',
  },
];

/** Approved demo banners (issue 6 item 7): free, like a superadmin's, so no invoices. */
export interface DemoBanner {
  company: string;
  placement: BannerPlacement;
  size: BannerSize;
  title: string;
  subtitle: string;
  /** Issue 28: a leaderboard's shorter words for its mobile image (320 × 100). */
  mobile?: { title: string; subtitle: string };
}

export const DEMO_BANNERS: DemoBanner[] = [
  {
    company: 'gavel-works',
    placement: 'HOMEPAGE_FEATURED',
    size: 'LEADERBOARD',
    title: 'Catalogues, photos & live streams',
    subtitle: 'GavelWorks Auction Production — for Atlantic auctioneers',
    mobile: { title: 'Photos & live streams', subtitle: 'GavelWorks Auction Production' },
  },
  {
    company: 'harbourside-moves',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    title: 'Downsizing?',
    subtitle: 'Harbourside Move Managers',
  },
  {
    company: 'maple-lane-estates',
    placement: 'HOMEPAGE_SIDEBAR_2',
    size: 'SQUARE',
    title: 'Estate sales, done right',
    subtitle: 'Maple Lane Estate Sales',
  },
  {
    company: 'saint-john-appraisals',
    placement: 'HOMEPAGE_SIDEBAR_3',
    size: 'SQUARE',
    title: 'What is it worth?',
    subtitle: 'Saint John Valley Appraisals',
  },
  {
    company: 'gander-storage',
    placement: 'LISTING_DETAIL',
    size: 'SQUARE',
    title: 'Room to breathe',
    subtitle: 'Gander Secure Storage',
  },
];

/** Pixel size of each banner size (spec 001 §5). */
export const BANNER_PIXELS: Record<BannerSize, { width: number; height: number }> = {
  LEADERBOARD: { width: 970, height: 90 },
  SQUARE: { width: 250, height: 250 },
};
