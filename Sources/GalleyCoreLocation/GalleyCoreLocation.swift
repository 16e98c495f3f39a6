// GalleyCoreLocation: the part of Core Location that app code and map code name, for snippets that
// write `import CoreLocation` (`swiftc -module-alias CoreLocation=GalleyCoreLocation`).
// GalleyMapKit re-exports it, as `import MapKit` brings Core Location's types in Xcode.
//
// Modelled (plain values and arithmetic): coordinates and their validity, locations and the
// great-circle distance between them (the haversine formula on a sphere).
// Inert: `CLLocationManager`. Linux has no location service, no permission prompt and no user
// position, so the manager never learns a location, its authorization stays `.notDetermined`
// and it never calls its delegate. Geocoding, regions, beacons, headings and visits are not
// declared.
@_exported import Foundation
