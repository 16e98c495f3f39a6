import Testing

/// SwiftData apps written as for Xcode, `@Model`, `@Query` and all, compiled with swiftc against
/// the runtime build (which loads the macro plugin), linked and run.
@Suite struct SwiftDataSnippetTests {
    @Test func aTutorialAppCompilesLinksAndRuns() throws {
        let output = try SnippetCompiler.run(
            """
            import SwiftData
            import SwiftUI

            @Model
            final class Item {
                var timestamp: Date
                var title: String
                var isDone = false

                init(title: String, timestamp: Date = .now) {
                    self.title = title
                    self.timestamp = timestamp
                }
            }

            struct ContentView: View {
                @Environment(\\.modelContext) private var modelContext
                @Query(sort: \\Item.title) private var items: [Item]
                @Query(filter: #Predicate<Item> { !$0.isDone }) private var open: [Item]

                var body: some View {
                    List {
                        ForEach(items) { item in
                            Text(item.title)
                        }
                    }
                    .onAppear {
                        modelContext.insert(Item(title: "Milk"))
                        modelContext.insert(Item(title: "Bread"))
                    }
                    .onChange(of: items.map(\\.title)) { _, titles in
                        print("items:", titles.joined(separator: ", "), "open:", open.count)
                        if titles.count == 2 { items[0].isDone = true }
                    }
                    .onChange(of: open.count) { _, count in
                        print("open now:", count)
                    }
                }
            }

            struct ShoppingApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                    }
                    .modelContainer(for: Item.self)
                }
            }

            GalleyRuntime.run(app: ShoppingApp())
            """)
        #expect(output == "open now: 2\nitems: Bread, Milk open: 2\nopen now: 1\n")
    }

    @Test func modelsWithRelationshipsAndUniqueAttributesRunOnAContext() throws {
        let output = try SnippetCompiler.run(
            """
            import Foundation
            import SwiftData

            @Model
            final class Author {
                @Attribute(.unique) var name: String
                @Relationship(deleteRule: .cascade, inverse: \\Book.author) var books: [Book] = []
                @Transient var isExpanded = false

                init(name: String) { self.name = name }
            }

            @Model
            final class Book {
                var title: String
                var author: Author?

                init(title: String, author: Author? = nil) {
                    self.title = title
                    self.author = author
                }
            }

            let container = try ModelContainer(
                for: Author.self, Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let context = ModelContext(container)
            let author = Author(name: "Le Guin")
            author.books = [Book(title: "The Dispossessed"), Book(title: "The Lathe of Heaven")]
            context.insert(author)
            try context.save()
            print(try context.fetchCount(FetchDescriptor<Book>()), context.hasChanges)
            context.delete(author.books[1])
            print(author.books.map(\\.title), context.hasChanges)
            context.insert(Author(name: "Le Guin"))
            print(try context.fetchCount(FetchDescriptor<Author>()))
            context.delete(author)
            let sorted = FetchDescriptor<Book>(sortBy: [SortDescriptor(\\.title)])
            print(try context.fetch(sorted).map(\\.title))
            """)
        #expect(output == "2 false\n[\"The Dispossessed\"] true\n1\n[]\n")
    }
}
