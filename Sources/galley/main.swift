import GalleyCLI
_ = GalleyCLIModule.self
