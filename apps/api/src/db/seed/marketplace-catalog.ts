/** Demo marketplace reference data: what sells in the Gulf, and roughly for how much. */

export type BodyShape = 'sedan' | 'suv' | 'pickup';

/** Model, category (English name from catalog.ts), engine cc, cylinders, new price in AED. */
export type ModelSpec = readonly [string, string, number, number, number];

export const modelsByBrand: Record<string, readonly ModelSpec[]> = {
  Toyota: [
    ['Land Cruiser', 'SUV', 4000, 6, 320_000],
    ['Camry', 'Sedan', 2500, 4, 110_000],
    ['Corolla', 'Sedan', 1600, 4, 80_000],
    ['Hilux', 'Pickup', 2700, 4, 95_000],
    ['Prado', 'SUV', 4000, 6, 210_000],
    ['RAV4', 'Crossover', 2500, 4, 120_000],
    ['Yaris', 'Hatchback', 1500, 4, 60_000],
  ],
  Nissan: [
    ['Patrol', 'SUV', 5600, 8, 300_000],
    ['Altima', 'Sedan', 2500, 4, 100_000],
    ['Sunny', 'Sedan', 1600, 4, 60_000],
    ['X-Trail', 'Crossover', 2500, 4, 115_000],
  ],
  Honda: [
    ['Accord', 'Sedan', 2000, 4, 115_000],
    ['Civic', 'Sedan', 1500, 4, 90_000],
    ['CR-V', 'Crossover', 1500, 4, 125_000],
  ],
  Lexus: [
    ['LX 600', 'SUV', 3500, 6, 520_000],
    ['ES 350', 'Sedan', 3500, 6, 210_000],
    ['RX 350', 'Crossover', 2400, 4, 260_000],
  ],
  Mitsubishi: [
    ['Pajero', 'SUV', 3500, 6, 140_000],
    ['Lancer', 'Sedan', 1600, 4, 60_000],
    ['L200', 'Pickup', 2400, 4, 90_000],
  ],
  Mazda: [
    ['CX-5', 'Crossover', 2500, 4, 110_000],
    ['Mazda 6', 'Sedan', 2500, 4, 100_000],
    ['MX-5', 'Convertible', 2000, 4, 140_000],
  ],
  Infiniti: [
    ['QX80', 'SUV', 5600, 8, 390_000],
    ['Q50', 'Sedan', 3000, 6, 170_000],
  ],
  'Mercedes-Benz': [
    ['G 63', 'SUV', 4000, 8, 950_000],
    ['S 500', 'Sedan', 3000, 6, 620_000],
    ['E 300', 'Sedan', 2000, 4, 290_000],
    ['GLE 450', 'SUV', 3000, 6, 410_000],
    ['C 200', 'Sedan', 1500, 4, 200_000],
  ],
  BMW: [
    ['X5', 'SUV', 3000, 6, 380_000],
    ['530i', 'Sedan', 2000, 4, 270_000],
    ['M4', 'Coupe', 3000, 6, 480_000],
    ['X7', 'SUV', 4400, 8, 560_000],
  ],
  Audi: [
    ['Q7', 'SUV', 3000, 6, 340_000],
    ['A6', 'Sedan', 2000, 4, 240_000],
    ['R8', 'Sports car', 5200, 10, 850_000],
  ],
  Volkswagen: [
    ['Golf GTI', 'Hatchback', 2000, 4, 150_000],
    ['Touareg', 'SUV', 3000, 6, 260_000],
    ['Passat', 'Sedan', 2000, 4, 110_000],
  ],
  Porsche: [
    ['911 Carrera', 'Sports car', 3000, 6, 620_000],
    ['Cayenne', 'SUV', 3000, 6, 450_000],
    ['Macan', 'Crossover', 2000, 4, 300_000],
  ],
  Ford: [
    ['F-150', 'Pickup', 3500, 6, 230_000],
    ['Mustang', 'Coupe', 5000, 8, 220_000],
    ['Explorer', 'SUV', 2300, 4, 180_000],
    ['Expedition', 'SUV', 3500, 6, 280_000],
  ],
  Chevrolet: [
    ['Tahoe', 'SUV', 5300, 8, 260_000],
    ['Silverado', 'Pickup', 5300, 8, 220_000],
    ['Camaro', 'Coupe', 6200, 8, 210_000],
    ['Malibu', 'Sedan', 1500, 4, 90_000],
  ],
  GMC: [
    ['Yukon', 'SUV', 5300, 8, 300_000],
    ['Sierra', 'Pickup', 5300, 8, 240_000],
  ],
  Jeep: [
    ['Wrangler', 'SUV', 3600, 6, 200_000],
    ['Grand Cherokee', 'SUV', 3600, 6, 230_000],
  ],
  Dodge: [
    ['Charger', 'Sedan', 5700, 8, 170_000],
    ['Durango', 'SUV', 3600, 6, 190_000],
    ['Ram 1500', 'Pickup', 5700, 8, 210_000],
  ],
  Cadillac: [
    ['Escalade', 'SUV', 6200, 8, 450_000],
    ['CT5', 'Sedan', 2000, 4, 180_000],
  ],
  Tesla: [
    ['Model 3', 'Sedan', 0, 0, 170_000],
    ['Model Y', 'Crossover', 0, 0, 190_000],
    ['Model S', 'Sedan', 0, 0, 380_000],
  ],
  Hyundai: [
    ['Tucson', 'Crossover', 2000, 4, 100_000],
    ['Elantra', 'Sedan', 1600, 4, 70_000],
    ['Santa Fe', 'SUV', 2500, 4, 130_000],
    ['Sonata', 'Sedan', 2500, 4, 95_000],
  ],
  Kia: [
    ['Sportage', 'Crossover', 2000, 4, 100_000],
    ['K5', 'Sedan', 2500, 4, 95_000],
    ['Telluride', 'SUV', 3800, 6, 180_000],
    ['Picanto', 'Hatchback', 1200, 4, 45_000],
  ],
  Genesis: [
    ['G80', 'Sedan', 2500, 4, 230_000],
    ['GV80', 'SUV', 3500, 6, 300_000],
  ],
  'Land Rover': [
    ['Range Rover', 'SUV', 4400, 8, 700_000],
    ['Defender', 'SUV', 3000, 6, 380_000],
    ['Range Rover Sport', 'SUV', 3000, 6, 450_000],
  ],
  Bentley: [
    ['Bentayga', 'SUV', 4000, 8, 1_000_000],
    ['Continental GT', 'Coupe', 4000, 8, 1_100_000],
  ],
  'Rolls-Royce': [
    ['Cullinan', 'SUV', 6700, 12, 1_800_000],
    ['Ghost', 'Sedan', 6700, 12, 1_600_000],
  ],
  Ferrari: [
    ['Roma', 'Coupe', 3900, 8, 1_000_000],
    ['F8 Tributo', 'Sports car', 3900, 8, 1_300_000],
  ],
  Lamborghini: [
    ['Urus', 'SUV', 4000, 8, 1_100_000],
    ['Huracan', 'Sports car', 5200, 10, 1_200_000],
  ],
  Peugeot: [
    ['3008', 'Crossover', 1600, 4, 110_000],
    ['508', 'Sedan', 1600, 4, 120_000],
  ],
  Volvo: [
    ['XC90', 'SUV', 2000, 4, 280_000],
    ['S90', 'Sedan', 2000, 4, 230_000],
  ],
  MG: [
    ['ZS', 'Crossover', 1500, 4, 65_000],
    ['MG5', 'Sedan', 1500, 4, 55_000],
  ],
  Geely: [
    ['Coolray', 'Crossover', 1500, 3, 75_000],
    ['Monjaro', 'SUV', 2000, 4, 130_000],
  ],
  Changan: [
    ['CS75', 'Crossover', 1500, 4, 80_000],
    ['Alsvin', 'Sedan', 1500, 4, 50_000],
  ],
};

/** The silhouette drawn for each body type. */
export const shapeOfCategory: Record<string, BodyShape> = {
  Sedan: 'sedan',
  Hatchback: 'sedan',
  Coupe: 'sedan',
  Convertible: 'sedan',
  'Sports car': 'sedan',
  SUV: 'suv',
  Crossover: 'suv',
  Van: 'suv',
  Wagon: 'suv',
  Pickup: 'pickup',
};

/** Where the demo cars are for sale: country code and its cities. */
export const citiesByCountry: Record<string, readonly string[]> = {
  AE: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Al Ain', 'Ajman', 'Ras Al Khaimah'],
  SA: ['Riyadh', 'Jeddah', 'Dammam', 'Mecca', 'Khobar'],
  QA: ['Doha', 'Al Wakrah'],
  KW: ['Kuwait City', 'Hawalli'],
  BH: ['Manama', 'Muharraq'],
  OM: ['Muscat', 'Salalah'],
};

/** The last one only for cars up to three years old. */
export const titleExtras = [
  'GCC specs',
  'Full option',
  'Agency maintained',
  'Low mileage',
  'Single owner',
  'Accident free',
  'Top of the range',
  'Under warranty',
] as const;

export const rejectionReasons = [
  'The photos do not show the car being sold',
  'The price looks like a placeholder; please enter the real asking price',
  'The VIN in the description does not match the model',
  'Duplicate of an existing listing',
  'Contact details in the title are not allowed',
] as const;

export const offerMessages = [
  'Is the price negotiable?',
  'Can I see the car this weekend?',
  'Cash buyer, ready to transfer today.',
  'Would you accept a trade-in?',
  'Is the service history available?',
  null,
] as const;
