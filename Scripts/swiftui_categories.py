"""Which category of the surface list a SwiftUI symbol belongs to.

The categories follow the issue that asked for the list: the kinds of declarations (views and
controls, layout, drawing, styles, environment values, state and data, app and scenes, previews,
Combine) and the topics Apple groups view modifiers under. A symbol takes the category of the
first rule that names it:

1. a page of the Combine framework: Combine;
2. a member of `View`, `VisualEffect`, `Scene`, `TabContent`, `ModifiedContent`, `Text` (its
   modifiers) or `Shape`/`ShapeStyle` (their static shorthands): the category of the member's
   base name in `MEMBERS`, else the first matching pattern in `MEMBER_PATTERNS`, else the
   owner's default in `OWNER_DEFAULTS`;
3. any other symbol: the category of its top-level type in `TYPES`, else the first matching
   pattern in `TYPE_PATTERNS`.

A symbol no rule names is an error of the build, so that every entry is placed on purpose: add
its name to the table that fits.
"""
import re

CATEGORIES = (
    "views and controls",
    "layout",
    "drawing",
    "visual effects",
    "presentation",
    "navigation and toolbars",
    "gestures",
    "input and events",
    "lifecycle",
    "text",
    "accessibility",
    "scrolling",
    "animation and transitions",
    "styles",
    "environment values",
    "state and data",
    "app and scenes",
    "previews",
    "Combine",
)

_VIEWS, _LAYOUT, _DRAWING, _EFFECTS, _PRESENTATION, _NAVIGATION, _GESTURES, _INPUT = CATEGORIES[:8]
_LIFECYCLE, _TEXT, _ACCESSIBILITY, _SCROLLING, _ANIMATION, _STYLES, _ENVIRONMENT = CATEGORIES[8:15]
_STATE, _APP, _PREVIEWS, _COMBINE = CATEGORIES[15:]


def _table(text):
    """`category: name name ...` lines (indented lines continue the one above) as
    {name: category}."""
    table = {}
    category = None
    for line in text.strip("\n").splitlines():
        names = line
        if not line[:1].isspace():
            category, _, names = line.partition(":")
            assert category in CATEGORIES, category
        for name in names.split():
            assert name not in table or table[name] == category, name
            table[name] = category
    return table


# Members of View (and of the protocols whose members are modifiers), by base name.
MEMBERS = _table(f"""
{_EFFECTS}: blur shadow opacity mask blendMode compositingGroup drawingGroup rotationEffect
    rotation3DEffect perspectiveRotationEffect scaleEffect brightness contrast saturation grayscale
    hueRotation colorMultiply colorInvert luminanceToAlpha clipShape clipped cornerRadius border
    foregroundStyle foregroundColor tint accentColor overlay background backgroundStyle
    offset transformEffect projectionEffect visualEffect hidden zIndex containerShape
    contentShape preferredColorScheme colorScheme symbolRenderingMode symbolVariant
    symbolEffect symbolEffectsRemoved imageScale hoverEffect hoverEffectDisabled
    glassEffect backgroundExtensionEffect
{_LAYOUT}: padding frame fixedSize layoutPriority position alignmentGuide ignoresSafeArea
    edgesIgnoringSafeArea safeAreaInset safeAreaPadding aspectRatio scaledToFit scaledToFill
    coordinateSpace containerRelativeFrame gridCellColumns gridCellAnchor gridCellUnsizedAxes
    gridColumnAlignment layoutValue onGeometryChange geometryGroup labelsHidden
    listRowInsets listRowSeparator listRowSeparatorTint listSectionSeparator listRowSpacing
    listSectionSpacing listRowBackground listItemTint
{_PRESENTATION}: sheet fullScreenCover popover alert confirmationDialog presentationDetents
    presentationDragIndicator presentationBackground presentationCornerRadius
    presentationBackgroundInteraction presentationCompactAdaptation presentationContentInteraction
    presentationSizing interactiveDismissDisabled inspector inspectorColumnWidth fileImporter
    fileExporter fileMover dialogIcon dialogSuppressionToggle contextMenu menuIndicator
    menuStyle menuOrder
{_NAVIGATION}: navigationTitle navigationSubtitle navigationBarTitle navigationBarTitleDisplayMode
    navigationBarHidden navigationBarBackButtonHidden navigationBarItems navigationDestination
    navigationSplitViewColumnWidth navigationBarTitleDisplayMode toolbar toolbarBackground
    toolbarColorScheme toolbarRole toolbarTitleDisplayMode toolbarTitleMenu toolbarVisibility
    navigationDocument navigationTransition tabItem tabViewStyle badge badgeProminence
    searchable searchSuggestions searchScopes searchCompletion searchPresentationToolbarBehavior
    statusBarHidden statusBar
{_GESTURES}: gesture simultaneousGesture highPriorityGesture onTapGesture onLongPressGesture
    onLongPressGesture defersSystemGestures allowsHitTesting swipeActions
{_INPUT}: focused focusable focusedValue focusedSceneValue focusedObject focusedSceneObject
    defaultFocus focusScope focusSection prefersDefaultFocus onSubmit submitLabel submitScope
    keyboardShortcut onKeyPress onHover onContinuousHover disabled onMoveCommand onExitCommand
    onCommand onPlayPauseCommand onDeleteCommand onCopyCommand onCutCommand onPasteCommand
    onDrag onDrop draggable dropDestination onOpenURL handlesExternalEvents
    keyboardType textContentType textInputAutocapitalization autocapitalization
    autocorrectionDisabled disableAutocorrection textSelection sensoryFeedback
    digitalCrownRotation onPencilDoubleTap
{_LIFECYCLE}: onAppear onDisappear task onChange onReceive refreshable onContinueUserActivity
    userActivity backgroundTask
{_TEXT}: font fontWeight fontWidth fontDesign bold italic monospaced monospacedDigit underline
    strikethrough kerning tracking baselineOffset lineLimit lineSpacing lineHeight
    multilineTextAlignment truncationMode minimumScaleFactor allowsTightening textCase
    flipsForRightToLeftLayoutDirection dynamicTypeSize headerProminence textScale
    typesettingLanguage speechAdjustedPitch speechAlwaysIncludesPunctuation
    speechAnnouncementsQueued speechSpellsOutCharacters privacySensitive redacted unredacted
    invalidatableContent
{_ACCESSIBILITY}: accessibility
{_SCROLLING}: scrollDisabled scrollDismissesKeyboard scrollIndicators scrollContentBackground
    scrollPosition scrollTargetBehavior scrollTargetLayout scrollClipDisabled scrollBounceBehavior
    scrollTransition scrollIndicatorsFlash defaultScrollAnchor contentMargins onScrollGeometryChange
    onScrollPhaseChange onScrollVisibilityChange scrollEdgeEffectStyle
{_ANIMATION}: animation transition matchedGeometryEffect contentTransition phaseAnimator
    keyframeAnimator transaction animationDisabled
{_STYLES}: buttonStyle toggleStyle pickerStyle listStyle textFieldStyle labelStyle
    progressViewStyle gaugeStyle datePickerStyle formStyle groupBoxStyle controlGroupStyle
    disclosureGroupStyle labeledContentStyle indexViewStyle navigationSplitViewStyle
    navigationViewStyle tableStyle textEditorStyle buttonBorderShape controlSize
    menuButtonStyle presentedWindowStyle windowStyle windowToolbarStyle
{_ENVIRONMENT}: environment environmentObject transformEnvironment
{_STATE}: modelContext modelContainer defaultAppStorage preference transformPreference
    onPreferenceChange backgroundPreferenceValue overlayPreferenceValue anchorPreference
    transformAnchorPreference id tag equatable containerValue
{_PREVIEWS}: previewDisplayName previewLayout previewDevice previewInterfaceOrientation
    previewContext
{_APP}: immersionStyle
{_VIEWS}: modifier
""")

# Name patterns for members the table does not list, tried in order.
MEMBER_PATTERNS = (
    (r"^accessibility", _ACCESSIBILITY),
    (r"^scroll", _SCROLLING),
    (r"^preview", _PREVIEWS),
    (r"^presentation", _PRESENTATION),
    (r"^navigation|^toolbar", _NAVIGATION),
    (r"Style$", _STYLES),
    (r"^on.*Gesture$|Gesture$", _GESTURES),
    (r"^focus", _INPUT),
    (r"^window|^defaultSize|^defaultPosition|^commands|^handlesExternalEvents", _APP),
)

# Where members of an owner go when neither table names them.
OWNER_DEFAULTS = {
    "VisualEffect": _EFFECTS,
    "HoverEffectContent": _EFFECTS,
    "Scene": _APP,
    "Shape": _DRAWING,
    "ShapeStyle": _DRAWING,
    "InsettableShape": _DRAWING,
    "TabContent": _NAVIGATION,
    "CompositorContent": _APP,
}

# Owners whose members are sorted by `MEMBERS` first.
MODIFIER_OWNERS = (
    "View", "VisualEffect", "Scene", "Text", "Shape", "ShapeStyle", "HoverEffectContent", "TabContent",
    "ModifiedContent", "CompositorContent",
)

# Top-level types (and functions, macros) by name.
TYPES = _table(f"""
{_VIEWS}: Text Image Label Button Toggle TextField SecureField TextEditor Picker Stepper Slider
    ColorPicker DatePicker MultiDatePicker ProgressView Gauge Menu Link ShareLink AsyncImage
    ContentUnavailableView LabeledContent DisclosureGroup EmptyView AnyView Divider Spacer
    ControlGroup GroupBox Form Section List ForEach Group Table TableColumn OutlineGroup
    DisclosureTableRow TableRow TableColumnForEach TimelineSchedule EveryMinuteTimelineSchedule
    PeriodicTimelineSchedule AnimationTimelineSchedule ExplicitTimelineSchedule
    EditButton RenameButton PasteButton HelpLink SignInWithAppleButton TimelineView
    ViewBuilder ContentBuilder View ViewModifier EmptyModifier ModifiedContent TupleView
    DynamicViewContent Subview SubviewsCollection SectionConfiguration SectionCollection
    ContainerValues ContainerValueKey UIViewRepresentable UIViewControllerRepresentable
    NSViewRepresentable UIViewRepresentableContext UIViewControllerRepresentableContext
    WKInterfaceObjectRepresentableContext NSViewRepresentableContext ButtonRole
    PrimitiveButtonStyleConfiguration EquatableView MenuButton
{_LAYOUT}: VStack HStack ZStack LazyVStack LazyHStack LazyVGrid LazyHGrid Grid GridRow GridItem
    GeometryReader GeometryProxy ViewThatFits Layout AnyLayout HStackLayout VStackLayout
    ZStackLayout GridLayout LayoutSubview LayoutSubviews LayoutProperties ProposedViewSize
    ViewDimensions ViewSpacing LayoutValueKey Alignment HorizontalAlignment VerticalAlignment
    AlignmentID Edge EdgeInsets UnitPoint Axis SafeAreaRegions CoordinateSpace
    CoordinateSpaceProtocol NamedCoordinateSpace Spacing LayoutDirectionBehavior
    ContainerRelativeShape UnitPoint3D HorizontalEdge VerticalEdge Alignment3D
{_DRAWING}: Shape InsettableShape Path Rectangle RoundedRectangle UnevenRoundedRectangle Circle
    Ellipse Capsule AnyShape Angle Color Gradient AnyGradient LinearGradient RadialGradient
    AngularGradient EllipticalGradient MeshGradient ShapeStyle AnyShapeStyle FillStyle
    StrokeStyle ShadowStyle BackgroundStyle ForegroundStyle SeparatorShapeStyle TintShapeStyle
    HierarchicalShapeStyle Material ImagePaint Canvas GraphicsContext BlendMode ColorRenderingMode
    RoundedCornerStyle ColorMatrix Shader ShaderFunction ShaderLibrary ProjectionTransform
    OffsetShape RotatedShape ScaledShape TransformedShape RectangleCornerRadii
    SymbolRenderingMode SymbolVariants SymbolVariableValueMode Visibility
    ShapeRole ShapeView FillShapeView StrokeShapeView StrokeBorderShapeView
{_EFFECTS}: VisualEffect HoverEffect HoverEffectContent EmptyVisualEffect GeometryEffect
{_ANIMATION}: Animation withAnimation Animatable AnimatablePair AnimatableData
    EmptyAnimatableData AnyTransition Transition TransitionPhase Transaction TransactionKey
    withTransaction PhaseAnimator KeyframeAnimator KeyframeTimeline Keyframes
    CubicKeyframe LinearKeyframe MoveKeyframe SpringKeyframe KeyframeTrack Spring
    UnitCurve CustomAnimation AnimationContext AnimationState AnimationCompletionCriteria
    ContentTransition Namespace MatchedGeometryProperties
{_GESTURES}: Gesture TapGesture LongPressGesture DragGesture MagnifyGesture MagnificationGesture
    RotateGesture RotationGesture SpatialTapGesture GestureState GestureMask
    SimultaneousGesture SequenceGesture ExclusiveGesture AnyGesture
{_INPUT}: FocusState FocusedValue FocusedBinding FocusedObject FocusedValues FocusedValueKey
    KeyboardShortcut KeyEquivalent EventModifiers KeyPress SubmitLabel SubmitTriggers SensoryFeedback
    TextInputAutocapitalization DropDelegate DropInfo HoverPhase FocusInteractions
    DefaultFocusEvaluationPriority TextSelection
{_ENVIRONMENT}: EnvironmentValues EnvironmentKey Environment Entry() ColorScheme
    ColorSchemeContrast UserInterfaceSizeClass DynamicTypeSize ContentSizeCategory
    LayoutDirection LegibilityWeight ControlSize Prominence BadgeProminence
    BackgroundProminence RedactionReasons DismissAction OpenURLAction OpenWindowAction
    DismissWindowAction DismissSearchAction RefreshAction PushWindowAction OpenSettingsAction
    PresentationMode EditMode SidebarRowSize AccessibilityTechnologies
    ScrollDismissesKeyboardMode ScrollIndicatorVisibility ControlActiveState
{_STATE}: State Binding Bindable StateObject ObservedObject EnvironmentObject AppStorage
    SceneStorage DynamicProperty PreferenceKey Anchor FetchRequest FetchedResults
    SectionedFetchRequest Query ObservableObject Published State(initialValue:) ScaledMetric
{_APP}: App Scene WindowGroup Window Settings DocumentGroup MenuBarExtra ScenePhase Commands
    CommandMenu CommandGroup CommandGroupPlacement SceneBuilder CommandsBuilder
    NSHostingSceneRepresentation UIApplicationDelegateAdaptor NSApplicationDelegateAdaptor
    FileDocument ReferenceFileDocument UtilityWindow SceneLaunchBehavior SceneRestorationBehavior
    DocumentGroupLaunchScene DocumentLaunchView DocumentLaunchGeometryProxy
    DefaultDocumentGroupLaunchActions NewDocumentButton DocumentCreationSource
    ReadableDocument WritableDocument Document DocumentReader DocumentWriter
    DocumentReadConfiguration DocumentWriteConfiguration FileWrapperDocumentReader
    FileWrapperDocumentWriter URLDocumentConfiguration DocumentCreationContext
    ImmersiveSpace ImmersiveSpaceContent ImmersiveSpaceContentBuilder ImmersiveSpaceViewContent
    ImmersionStyle AutomaticImmersionStyle MixedImmersionStyle FullImmersionStyle
    ProgressiveImmersionStyle
{_PREVIEWS}: PreviewProvider Preview(_:body:) Previewable() PreviewDevice PreviewLayout
    PreviewPlatform PreviewContext InterfaceOrientation
{_SCROLLING}: ScrollView ScrollViewReader ScrollViewProxy ScrollPosition ScrollTargetBehavior
    ScrollTargetBehaviorPropertiesContext ScrollTarget ScrollGeometry ScrollPhase
    ScrollBounceBehavior ScrollAnchorRole PagingScrollTargetBehavior ViewAlignedScrollTargetBehavior
{_NAVIGATION}: NavigationStack NavigationLink NavigationPath NavigationSplitView
    NavigationSplitViewVisibility NavigationView TabView Tab ToolbarItem ToolbarItemGroup
    AdaptableTabBarPlacement
    ToolbarItemPlacement ToolbarContent ToolbarRole SearchFieldPlacement ContentToolbarPlacement
{_TEXT}: Font AttributedString TextAlignment LocalizedStringKey
{_PRESENTATION}: PresentationDetent PresentationAdaptation PresentationBackgroundInteraction
    Alert ActionSheet AlertScene PopoverAttachmentAnchor CustomPresentationDetent ContextMenu
{_ACCESSIBILITY}: AccessibilityTraits
""")

# Type name patterns for types the table does not list, tried in order.
TYPE_PATTERNS = (
    (r"(Style|StyleConfiguration)$", _STYLES),
    (r"^Accessibility", _ACCESSIBILITY),
    (r"^Scroll", _SCROLLING),
    (r"^Navigation|^Toolbar|^Tab|^Search", _NAVIGATION),
    (r"^Presentation", _PRESENTATION),
    (r"Gesture$", _GESTURES),
    (r"Animation|Transition|Keyframe", _ANIMATION),
    (r"^Focus", _INPUT),
    (r"Action$", _ENVIRONMENT),
    (r"^Preview", _PREVIEWS),
    (r"Commands$|^Command|^Window", _APP),
)


class CategoryError(Exception):
    """A symbol that no rule places in a category."""


def category(framework, path):
    """The category of the symbol at `path` (components joined by `/`, disambiguators removed)."""
    if framework == "Combine":
        return _COMBINE
    components = path.split("/")
    owner = components[0]
    if owner == "Text" and len(components) > 1 and components[1][:1].isupper():
        return _TEXT
    if len(components) > 1 and owner in MODIFIER_OWNERS:
        name = re.match(r"[A-Za-z_][A-Za-z0-9_]*", components[-1] if len(components) == 2 else components[1])
        base = name.group(0) if name else components[1]
        if base in MEMBERS:
            return MEMBERS[base]
        for pattern, found in MEMBER_PATTERNS:
            if re.search(pattern, base):
                return found
        if owner in OWNER_DEFAULTS:
            return OWNER_DEFAULTS[owner]
    if owner in TYPES:
        return TYPES[owner]
    for pattern, found in TYPE_PATTERNS:
        if re.search(pattern, owner):
            return found
    raise CategoryError(f"no category for {path}: add it to swiftui_categories.py")
