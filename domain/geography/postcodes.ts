/**
 * @module Hungarian postcodes (irányítószám, four digits, as Magyar Posta writes them) for places the
 * demo data has: Budapest's by district, and one code per town, that of its centre, for the county
 * seats and the towns listings are most often in. A place not listed has no known postcode (a listing
 * there states none, as a CMS may not know one).
 */

/**
 * A Budapest district's postcodes are 1, its number in two digits, and a last digit from this range
 * (XIII. kerület: 1131–1139; Soroksár, XXIII., starts at 1237).
 */
const budapestLastDigits: Readonly<Record<number, readonly [number, number]>> = {
  1: [1, 6], 2: [1, 9], 3: [1, 9], 4: [1, 8], 5: [1, 5], 6: [1, 8], 7: [1, 8], 8: [1, 9], 9: [1, 8], 10: [1, 8], 11: [1, 9], 12: [1, 6],
  13: [1, 9], 14: [1, 9], 15: [1, 8], 16: [1, 5], 17: [1, 4], 18: [1, 8], 19: [1, 6], 20: [1, 5], 21: [1, 4], 22: [1, 5], 23: [7, 9],
};

/**
 * The postcodes of a Budapest district, lowest first; empty for a number that is not a district.
 * @example budapestDistrictPostcodes(13) // ['1131', '1132', … '1139']
 */
export function budapestDistrictPostcodes(district: number): string[] {
  const digits = budapestLastDigits[district];
  if (!digits) return [];
  const codes: string[] = [];
  for (let last = digits[0]; last <= digits[1]; last += 1) codes.push(`1${String(district).padStart(2, '0')}${last}`);
  return codes;
}

/** The postcode of a town's centre, by the town's name (names are unique in Hungary). */
export const townPostcodes: ReadonlyMap<string, string> = new Map([
  // Baranya
  ['Pécs', '7621'], ['Komló', '7300'], ['Mohács', '7700'], ['Szigetvár', '7900'], ['Siklós', '7800'], ['Harkány', '7815'], ['Villány', '7773'],
  ['Kozármisleny', '7761'], ['Pécsvárad', '7720'], ['Orfű', '7677'],
  // Bács-Kiskun
  ['Kecskemét', '6000'], ['Baja', '6500'], ['Kiskunfélegyháza', '6100'], ['Kiskunhalas', '6400'], ['Kalocsa', '6300'], ['Kiskőrös', '6200'],
  ['Lajosmizse', '6050'], ['Tiszakécske', '6060'], ['Kerekegyháza', '6041'], ['Helvécia', '6034'], ['Ballószög', '6035'],
  // Békés
  ['Békéscsaba', '5600'], ['Gyula', '5700'], ['Orosháza', '5900'], ['Békés', '5630'], ['Szarvas', '5540'], ['Gyomaendrőd', '5500'],
  ['Mezőberény', '5650'],
  // Borsod-Abaúj-Zemplén
  ['Miskolc', '3525'], ['Ózd', '3600'], ['Kazincbarcika', '3700'], ['Mezőkövesd', '3400'], ['Tiszaújváros', '3580'],
  ['Sátoraljaújhely', '3980'], ['Sárospatak', '3950'], ['Szerencs', '3900'], ['Felsőzsolca', '3561'], ['Tokaj', '3910'], ['Mályi', '3434'],
  ['Bogács', '3412'],
  // Csongrád-Csanád
  ['Szeged', '6720'], ['Hódmezővásárhely', '6800'], ['Szentes', '6600'], ['Makó', '6900'], ['Csongrád', '6640'], ['Sándorfalva', '6762'],
  ['Mórahalom', '6782'], ['Algyő', '6750'], ['Domaszék', '6781'], ['Szatymaz', '6763'], ['Deszk', '6772'], ['Röszke', '6758'],
  // Fejér
  ['Székesfehérvár', '8000'], ['Dunaújváros', '2400'], ['Mór', '8060'], ['Bicske', '2060'], ['Gárdony', '2483'], ['Velence', '2481'],
  ['Martonvásár', '2462'], ['Kápolnásnyék', '2475'], ['Pákozd', '8095'], ['Sukoró', '8096'], ['Polgárdi', '8154'], ['Enying', '8130'],
  // Győr-Moson-Sopron
  ['Győr', '9021'], ['Sopron', '9400'], ['Mosonmagyaróvár', '9200'], ['Csorna', '9300'], ['Kapuvár', '9330'], ['Pannonhalma', '9090'],
  ['Fertőd', '9431'], ['Győrújbarát', '9081'], ['Nyúl', '9082'], ['Hegyeshalom', '9222'], ['Abda', '9151'], ['Fertőrákos', '9421'],
  ['Nagycenk', '9485'],
  // Hajdú-Bihar
  ['Debrecen', '4024'], ['Hajdúböszörmény', '4220'], ['Hajdúszoboszló', '4200'], ['Balmazújváros', '4060'], ['Hajdúnánás', '4080'],
  ['Berettyóújfalu', '4100'], ['Püspökladány', '4150'], ['Hajdúsámson', '4251'], ['Hajdúhadház', '4242'], ['Derecske', '4130'],
  ['Mikepércs', '4271'], ['Ebes', '4211'], ['Bocskaikert', '4241'], ['Hortobágy', '4071'],
  // Heves
  ['Eger', '3300'], ['Gyöngyös', '3200'], ['Hatvan', '3000'], ['Heves', '3360'], ['Füzesabony', '3390'], ['Felsőtárkány', '3324'],
  ['Noszvaj', '3325'], ['Egerszalók', '3394'], ['Demjén', '3395'],
  // Komárom-Esztergom
  ['Tatabánya', '2800'], ['Esztergom', '2500'], ['Tata', '2890'], ['Komárom', '2900'], ['Oroszlány', '2840'], ['Dorog', '2510'],
  ['Nyergesújfalu', '2536'], ['Dömös', '2027'],
  // Nógrád
  ['Salgótarján', '3100'], ['Balassagyarmat', '2660'], ['Bátonyterenye', '3070'], ['Pásztó', '3060'], ['Szécsény', '3170'], ['Hollókő', '3176'],
  // Pest
  ['Érd', '2030'], ['Dunakeszi', '2120'], ['Szigetszentmiklós', '2310'], ['Cegléd', '2700'], ['Vác', '2600'], ['Gödöllő', '2100'],
  ['Budaörs', '2040'], ['Szentendre', '2000'], ['Gyál', '2360'], ['Nagykőrös', '2750'], ['Dunaharaszti', '2330'], ['Vecsés', '2220'],
  ['Göd', '2131'], ['Fót', '2151'], ['Veresegyház', '2112'], ['Monor', '2200'], ['Szigethalom', '2315'], ['Dabas', '2370'], ['Pomáz', '2013'],
  ['Gyömrő', '2230'], ['Százhalombatta', '2440'], ['Pécel', '2119'], ['Abony', '2740'], ['Budakeszi', '2092'], ['Törökbálint', '2045'],
  ['Pilisvörösvár', '2085'], ['Biatorbágy', '2051'], ['Kistarcsa', '2143'], ['Maglód', '2234'], ['Albertirsa', '2730'], ['Üllő', '2225'],
  ['Nagykáta', '2760'], ['Budakalász', '2011'], ['Diósd', '2049'], ['Isaszeg', '2117'], ['Halásztelek', '2314'], ['Tököl', '2316'],
  ['Ócsa', '2364'], ['Ráckeve', '2300'], ['Sülysáp', '2241'], ['Dunavarsány', '2336'], ['Tura', '2194'], ['Piliscsaba', '2081'],
  ['Aszód', '2170'], ['Zsámbék', '2072'], ['Nagymaros', '2626'], ['Szob', '2628'], ['Visegrád', '2025'], ['Csömör', '2141'],
  ['Solymár', '2083'], ['Üröm', '2096'], ['Páty', '2071'], ['Nagykovácsi', '2094'], ['Mogyoród', '2146'], ['Taksony', '2335'],
  ['Tahitótfalu', '2021'], ['Szada', '2111'], ['Alsónémedi', '2351'], ['Telki', '2089'], ['Sződliget', '2133'], ['Nagytarcsa', '2142'],
  ['Pilisszentiván', '2084'], ['Dány', '2118'], ['Verőce', '2621'], ['Pilisborosjenő', '2097'], ['Ecser', '2233'], ['Leányfalu', '2016'],
  ['Kismaros', '2623'], ['Zebegény', '2627'],
  // Somogy
  ['Kaposvár', '7400'], ['Siófok', '8600'], ['Marcali', '8700'], ['Barcs', '7570'], ['Nagyatád', '7500'], ['Balatonboglár', '8630'],
  ['Balatonlelle', '8638'], ['Fonyód', '8640'], ['Csurgó', '8840'], ['Tab', '8660'], ['Zamárdi', '8621'], ['Balatonföldvár', '8623'],
  ['Balatonszárszó', '8624'], ['Balatonszemes', '8636'], ['Balatonfenyves', '8646'], ['Balatonmáriafürdő', '8647'], ['Szántód', '8622'],
  ['Kőröshegy', '8617'],
  // Szabolcs-Szatmár-Bereg
  ['Nyíregyháza', '4400'], ['Mátészalka', '4700'], ['Kisvárda', '4600'], ['Újfehértó', '4244'], ['Nyírbátor', '4300'], ['Tiszavasvári', '4440'],
  ['Nagykálló', '4320'], ['Vásárosnamény', '4800'], ['Fehérgyarmat', '4900'], ['Nyírtelek', '4461'], ['Záhony', '4625'], ['Nyírpazony', '4531'],
  ['Sényő', '4533'],
  // Jász-Nagykun-Szolnok
  ['Szolnok', '5000'], ['Jászberény', '5100'], ['Törökszentmiklós', '5200'], ['Karcag', '5300'], ['Mezőtúr', '5400'], ['Tiszafüred', '5350'],
  ['Kisújszállás', '5310'], ['Martfű', '5435'], ['Abádszalók', '5241'], ['Szajol', '5081'], ['Tószeg', '5091'], ['Rákóczifalva', '5085'],
  // Tolna
  ['Szekszárd', '7100'], ['Paks', '7030'], ['Dombóvár', '7200'], ['Bonyhád', '7150'], ['Tolna', '7130'], ['Dunaföldvár', '7020'],
  ['Tamási', '7090'], ['Bátaszék', '7140'],
  // Vas
  ['Szombathely', '9700'], ['Sárvár', '9600'], ['Körmend', '9900'], ['Kőszeg', '9730'], ['Celldömölk', '9500'], ['Szentgotthárd', '9970'],
  ['Vasvár', '9800'], ['Bük', '9737'], ['Ják', '9798'], ['Velem', '9726'],
  // Veszprém
  ['Veszprém', '8200'], ['Pápa', '8500'], ['Ajka', '8400'], ['Várpalota', '8100'], ['Tapolca', '8300'], ['Balatonfüred', '8230'],
  ['Balatonalmádi', '8220'], ['Zirc', '8420'], ['Sümeg', '8330'], ['Balatonfűzfő', '8175'], ['Herend', '8440'], ['Balatonkenese', '8174'],
  ['Badacsonytomaj', '8258'], ['Csopak', '8229'], ['Alsóörs', '8226'], ['Tihany', '8237'], ['Révfülöp', '8253'], ['Zánka', '8251'],
  ['Paloznak', '8229'], ['Balatonudvari', '8242'], ['Nemesvámos', '8248'],
  // Zala
  ['Zalaegerszeg', '8900'], ['Nagykanizsa', '8800'], ['Keszthely', '8360'], ['Lenti', '8960'], ['Zalaszentgrót', '8790'], ['Hévíz', '8380'],
  ['Letenye', '8868'], ['Zalakaros', '8749'], ['Gyenesdiás', '8315'], ['Cserszegtomaj', '8372'], ['Vonyarcvashegy', '8314'],
  ['Balatongyörök', '8313'], ['Alsópáhok', '8394'],
]);

/**
 * The postcode of a place: a Budapest district's by `pick` (any whole number, so one place keeps one
 * code), a town's centre's, or null where it is not known.
 * @example placePostcode({ name: 'Budapest' }, 13, 4) // '1135'
 * @example placePostcode({ name: 'Győr' }, null, 0) // '9021'
 */
export function placePostcode(city: { name: string }, district: number | null, pick: number): string | null {
  if (district !== null) {
    const codes = budapestDistrictPostcodes(district);
    return codes.length ? (codes[Math.abs(Math.trunc(pick)) % codes.length] ?? null) : null;
  }
  return townPostcodes.get(city.name) ?? null;
}
