/**
 * Approximate centre points of the pincodes around our centres, so "nearest first" works from a
 * typed pincode with no network (the page must work offline). Each point is the area's centre to
 * within a kilometre or two: enough to rank centres, never used for directions (the maps link
 * uses the centre's own address). A pincode missing here gets a clear message on the page.
 */
import type { PincodePoint } from "../schemas/centre.ts";

type Row = [pincode: string, area: string, latitude: number, longitude: number];

const rows = (location: PincodePoint["location"], list: Row[]): PincodePoint[] =>
  list.map(([pincode, area, latitude, longitude]) => ({
    pincode,
    area,
    location,
    latitude,
    longitude,
  }));

export const pincodePoints: readonly PincodePoint[] = [
  ...rows("chennai", [
    ["600001", "George Town", 13.09, 80.287],
    ["600004", "Mylapore", 13.0339, 80.2676],
    ["600017", "T. Nagar", 13.0418, 80.2341],
    ["600020", "Adyar", 13.0012, 80.2565],
    ["600024", "Kodambakkam", 13.052, 80.225],
    ["600028", "Raja Annamalaipuram", 13.02, 80.26],
    ["600032", "Guindy", 13.0067, 80.2206],
    ["600040", "Anna Nagar", 13.085, 80.2101],
    ["600041", "Thiruvanmiyur", 12.983, 80.2594],
    ["600042", "Velachery", 12.9815, 80.218],
    ["600045", "Tambaram", 12.9249, 80.1],
    ["600083", "Ashok Nagar", 13.037, 80.212],
    ["600096", "Perungudi", 12.9654, 80.2461],
    ["600097", "Thoraipakkam", 12.9416, 80.2362],
    ["600100", "Medavakkam", 12.92, 80.192],
    ["600106", "Arumbakkam", 13.073, 80.211],
    ["600116", "Porur", 13.035, 80.158],
    ["600119", "Sholinganallur", 12.901, 80.2279],
  ]),
  ...rows("banglore", [
    ["560001", "MG Road", 12.9756, 77.605],
    ["560003", "Malleshwaram", 13.0031, 77.5643],
    ["560004", "Basavanagudi", 12.942, 77.575],
    ["560010", "Rajajinagar", 12.9916, 77.555],
    ["560011", "Jayanagar", 12.925, 77.5938],
    ["560024", "Hebbal", 13.0358, 77.597],
    ["560034", "Koramangala", 12.9352, 77.6245],
    ["560037", "Marathahalli", 12.9569, 77.7011],
    ["560038", "Indiranagar", 12.9719, 77.6412],
    ["560066", "Whitefield", 12.9698, 77.75],
    ["560076", "BTM Layout", 12.9166, 77.6101],
    ["560078", "JP Nagar", 12.9077, 77.5851],
    ["560100", "Electronic City", 12.8452, 77.6602],
    ["560102", "HSR Layout", 12.9116, 77.6389],
  ]),
  ...rows("andhraPradesh", [
    ["517501", "Tirupati", 13.6288, 79.4192],
    ["517502", "Tirupati University Area", 13.628, 79.399],
    ["517507", "Tiruchanur", 13.608, 79.444],
    ["524001", "Nellore", 14.4426, 79.9865],
    ["524003", "Nellore Magunta Layout", 14.435, 79.97],
    ["520002", "Vijayawada One Town", 16.515, 80.625],
    ["520010", "Labbipet", 16.503, 80.648],
  ]),
  ...rows("tirunelveli", [
    ["627001", "Tirunelveli", 8.7139, 77.7567],
    ["627002", "Palayamkottai", 8.722, 77.738],
    ["627005", "Tirunelveli Junction", 8.728, 77.708],
    ["627006", "Tirunelveli Town", 8.73, 77.69],
    ["627011", "Perumalpuram", 8.733, 77.733],
  ]),
  ...rows("mysore", [
    ["570001", "Mysuru City", 12.308, 76.655],
    ["570004", "Chamarajapuram", 12.299, 76.64],
    ["570009", "Saraswathipuram", 12.314, 76.628],
    ["570010", "Nazarbad", 12.305, 76.665],
    ["570011", "Siddarthanagar", 12.3, 76.67],
    ["570017", "Vijayanagar", 12.331, 76.612],
    ["570023", "Kuvempunagar", 12.285, 76.623],
  ]),
];

/** The point of a pincode, or undefined when it is not in the table. */
export function pincodePoint(pincode: string): PincodePoint | undefined {
  return pincodePoints.find((point) => point.pincode === pincode);
}
