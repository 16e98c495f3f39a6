#ifndef GALLEY_CYAML_SHIM_H
#define GALLEY_CYAML_SHIM_H
#include <yaml.h>
#endif
