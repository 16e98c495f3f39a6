import SwiftUI

enum TaskFilter: String, CaseIterable, Identifiable {
    case all = "All", open = "Open", done = "Done"
    var id: String { rawValue }
}

struct FilteredTasks: View {
    @State private var filter = TaskFilter.all
    let tasks: [(title: String, done: Bool)] = [("Write", false), ("Read", true)]

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(TaskFilter.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            List {
                ForEach(tasks.filter { include($0.done) }, id: \.title) { task in
                    Label(task.title, systemImage: task.done ? "checkmark.circle" : "circle")
                }
            }
        }
        .onChange(of: filter) { oldValue, newValue in
            print("filter \(oldValue) -> \(newValue)")
        }
    }

    private func include(_ done: Bool) -> Bool {
        switch filter {
        case .all: true
        case .open: !done
        case .done: done
        }
    }
}
