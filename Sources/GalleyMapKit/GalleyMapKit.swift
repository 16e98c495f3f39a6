// GalleyMapKit: the module that snippets written for MapKit compile against, as `MapKit`
// (`swiftc -module-alias MapKit=GalleyMapKit`), with the parts Apple declares in MapKit's SwiftUI
// overlay (`Map`, `Marker`, `Annotation`, `MapCameraPosition`, `mapStyle(_:)`…), since a module
// alias cannot make a cross-import overlay. It re-exports GalleyCoreLocation, so `import MapKit`
// alone brings `CLLocationCoordinate2D` as in Xcode; it does not re-export GalleyUI, so views
// still need `import SwiftUI`.
//
// Modelled (plain values and arithmetic): coordinate spans and regions (including a region from
// a center and distances in meters), map points and rectangles in the spherical Mercator
// projection, camera positions and cameras as values.
// Inert: a map is never drawn, as Linux has no map tiles, no location and no gestures. `Map` is
// a node of the evaluated tree, like `Canvas`: its content is evaluated, so the views of
// annotations and marker labels read the environment and run `onAppear`, and it previews as a
// labelled box (a map with content shows its content's boxes inside). Camera bindings are read
// and never written, as no one pans or zooms; `onMapCameraChange` never calls its action;
// `UserAnnotation` never shows, as the user's location is never known; controls, styles and
// selection are recorded and do nothing. Searching, directions, Look Around and `MKMapView` are
// not declared.
@_exported import GalleyCoreLocation
