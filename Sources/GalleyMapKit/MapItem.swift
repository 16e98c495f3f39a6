import Foundation
public import GalleyCoreLocation

/// A place on the map with its coordinate, for map items and annotations.
///
/// On Linux a placemark is only what code makes: its coordinate, and the address fields of
/// `CLPlacemark`, which stay nil (no geocoder fills them; an address dictionary is kept as
/// given and not read).
open class MKPlacemark: CLPlacemark {
    /// The placemark's coordinate.
    public let coordinate: CLLocationCoordinate2D
    private let addressDictionary: [String: Any]?

    /// A placemark at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        addressDictionary = nil
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// A placemark at `coordinate` with an address book dictionary, kept and not read.
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        self.addressDictionary = addressDictionary
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// The placemark's title: nil, as it has no name or address.
    open var title: String? { name }

    /// The placemark's subtitle: nil.
    open var subtitle: String? { nil }
}

/// A point of interest: a placemark with a name and contact details.
///
/// On Linux a map item holds what code gives it; nothing searches for items or opens them.
open class MKMapItem: NSObject {
    /// The item's placemark.
    public let placemark: MKPlacemark
    /// The item's name.
    open var name: String?
    /// The item's phone number.
    open var phoneNumber: String?
    /// The item's website.
    open var url: URL?
    /// The item's time zone.
    open var timeZone: TimeZone?
    /// The item's point-of-interest category.
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    /// Whether the item stands for the user's location (only the item of `forCurrentLocation()`).
    public let isCurrentLocation: Bool

    /// An item at `placemark`.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
        super.init()
    }

    /// An item for a placemark with no coordinate, standing for the user's location.
    private init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)
        isCurrentLocation = true
        super.init()
    }

    /// An item for the user's location. On Linux the location is never known: the item's
    /// placemark has the invalid coordinate `kCLLocationCoordinate2DInvalid`.
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: ()) }

    /// Opens the item in the Maps app. Linux has no Maps app: nothing opens and the result is
    /// false.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A category of point of interest, for `PointOfInterestCategories` in a map style and for
/// `MKMapItem.pointOfInterestCategory`.
public struct MKPointOfInterestCategory: Hashable, RawRepresentable, Sendable {
    /// The category's identifier.
    public var rawValue: String

    /// The category with identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The category with identifier `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Airports.
    public static let airport = Self("MKPOICategoryAirport")
    /// Amusement parks.
    public static let amusementPark = Self("MKPOICategoryAmusementPark")
    /// Aquariums.
    public static let aquarium = Self("MKPOICategoryAquarium")
    /// Cash machines.
    public static let atm = Self("MKPOICategoryATM")
    /// Bakeries.
    public static let bakery = Self("MKPOICategoryBakery")
    /// Banks.
    public static let bank = Self("MKPOICategoryBank")
    /// Beaches.
    public static let beach = Self("MKPOICategoryBeach")
    /// Breweries.
    public static let brewery = Self("MKPOICategoryBrewery")
    /// Cafés.
    public static let cafe = Self("MKPOICategoryCafe")
    /// Campgrounds.
    public static let campground = Self("MKPOICategoryCampground")
    /// Car rental places.
    public static let carRental = Self("MKPOICategoryCarRental")
    /// Electric vehicle chargers.
    public static let evCharger = Self("MKPOICategoryEVCharger")
    /// Fire stations.
    public static let fireStation = Self("MKPOICategoryFireStation")
    /// Gyms.
    public static let fitnessCenter = Self("MKPOICategoryFitnessCenter")
    /// Food markets.
    public static let foodMarket = Self("MKPOICategoryFoodMarket")
    /// Gas stations.
    public static let gasStation = Self("MKPOICategoryGasStation")
    /// Hospitals.
    public static let hospital = Self("MKPOICategoryHospital")
    /// Hotels.
    public static let hotel = Self("MKPOICategoryHotel")
    /// Laundries.
    public static let laundry = Self("MKPOICategoryLaundry")
    /// Libraries.
    public static let library = Self("MKPOICategoryLibrary")
    /// Marinas.
    public static let marina = Self("MKPOICategoryMarina")
    /// Cinemas.
    public static let movieTheater = Self("MKPOICategoryMovieTheater")
    /// Museums.
    public static let museum = Self("MKPOICategoryMuseum")
    /// National parks.
    public static let nationalPark = Self("MKPOICategoryNationalPark")
    /// Nightlife.
    public static let nightlife = Self("MKPOICategoryNightlife")
    /// Parks.
    public static let park = Self("MKPOICategoryPark")
    /// Parking.
    public static let parking = Self("MKPOICategoryParking")
    /// Pharmacies.
    public static let pharmacy = Self("MKPOICategoryPharmacy")
    /// Police stations.
    public static let police = Self("MKPOICategoryPolice")
    /// Post offices.
    public static let postOffice = Self("MKPOICategoryPostOffice")
    /// Public transport.
    public static let publicTransport = Self("MKPOICategoryPublicTransport")
    /// Restaurants.
    public static let restaurant = Self("MKPOICategoryRestaurant")
    /// Restrooms.
    public static let restroom = Self("MKPOICategoryRestroom")
    /// Schools.
    public static let school = Self("MKPOICategorySchool")
    /// Stadiums.
    public static let stadium = Self("MKPOICategoryStadium")
    /// Stores.
    public static let store = Self("MKPOICategoryStore")
    /// Theaters.
    public static let theater = Self("MKPOICategoryTheater")
    /// Universities.
    public static let university = Self("MKPOICategoryUniversity")
    /// Wineries.
    public static let winery = Self("MKPOICategoryWinery")
    /// Zoos.
    public static let zoo = Self("MKPOICategoryZoo")
}
